import { Button, FileButton, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconUpload } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../lib/download';
import { createSavedRecipesStore, exportAllRecipesFile, exportRecipeFile, type Recipe, type RecipeProblem, type SavedRecipe } from '../../engine/recipe';

const store = createSavedRecipesStore();

/**
 * Recipes kept in this browser: save the current one under a name, then load, append, rename,
 * delete or export each; export all; import `.itrecipe.json` files (a bad file changes nothing).
 */
export const SavedRecipes = memo(function SavedRecipes({
  recipe,
  onLoad,
  onAppend,
  describe,
}: {
  recipe: Recipe;
  onLoad: (recipe: Recipe) => void;
  onAppend: (recipe: Recipe) => void;
  /** A problem in the interface's language. */
  describe: (problem: RecipeProblem) => string;
}) {
  const { t, i18n } = useTranslation();
  const [list, setList] = useState<SavedRecipe[]>(() => store.list());
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | undefined>();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();
  const dates = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    [i18n.language],
  );
  const refresh = () => setList(store.list());

  const save = () => {
    const { saved, stored } = store.save(name.trim() === '' ? t('recipe.untitled') : name, recipe);
    refresh();
    setMessage(stored && saved ? { ok: true, text: t('recipe.saved', { name: saved.name }) } : { ok: false, text: t('recipe.notStored') });
    setName('');
  };

  const importFiles = async (files: File[]) => {
    for (const file of files) {
      const result = store.importFile(await file.text(), file.name.replace(/\.itrecipe\.json$|\.json$/i, ''));
      if (!result.ok) {
        setMessage({
          ok: false,
          text: t('recipe.importFailed', {
            file: file.name,
            reason: describe(result.problem),
          }),
        });
        return;
      }
      setMessage({
        ok: true,
        text: t('recipe.imported', { count: result.imported.length }),
      });
    }
    refresh();
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="saved-recipes">
      <Title order={2} size="h4" id="saved-recipes">
        {t('recipe.savedTitle')}
      </Title>
      <Group align="flex-end" gap="sm">
        <TextInput label={t('recipe.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} placeholder={t('recipe.untitled')} style={{ flex: 1, minWidth: 200 }} />
        <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={save} disabled={recipe.steps.length === 0}>
          {t('recipe.save')}
        </Button>
      </Group>
      {message && (
        <Text size="sm" c={message.ok ? 'dimmed' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Text>
      )}
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recipe.noSaved')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('recipe.name')}</Table.Th>
                <Table.Th>{t('recipe.savedAt')}</Table.Th>
                <Table.Th>{t('recipe.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    {renaming?.id === entry.id ? (
                      <TextInput
                        aria-label={t('recipe.newName', { name: entry.name })}
                        value={renaming.name}
                        onChange={(event) =>
                          setRenaming({
                            id: entry.id,
                            name: event.currentTarget.value,
                          })
                        }
                        onKeyDown={(event) => {
                          if (event.key === 'Enter') {
                            store.rename(entry.id, renaming.name);
                            setRenaming(undefined);
                            refresh();
                          } else if (event.key === 'Escape') setRenaming(undefined);
                        }}
                        // The field takes the focus the Rename button had.
                        ref={(element) => element?.focus()}
                      />
                    ) : (
                      <Text size="sm">
                        {entry.name}{' '}
                        <Text span size="xs" c="dimmed">
                          (
                          {t('recipe.stepCount', {
                            count: entry.recipe.steps.length,
                          })}
                          )
                        </Text>
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{dates.format(new Date(entry.savedAt))}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="xs" variant="light" aria-label={t('recipe.loadNamed', { name: entry.name })} onClick={() => onLoad(entry.recipe)}>
                        {t('recipe.load')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={t('recipe.appendNamed', {
                          name: entry.name,
                        })}
                        onClick={() => onAppend(entry.recipe)}
                      >
                        {t('recipe.append')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={t('recipe.renameNamed', {
                          name: entry.name,
                        })}
                        onClick={() => setRenaming({ id: entry.id, name: entry.name })}
                      >
                        {t('recipe.rename')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={t('recipe.exportNamed', {
                          name: entry.name,
                        })}
                        onClick={() => {
                          const file = exportRecipeFile(entry);
                          downloadText(file.fileName, file.text, 'application/json');
                        }}
                      >
                        {t('recipe.export')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('recipe.deleteNamed', {
                          name: entry.name,
                        })}
                        onClick={() => {
                          store.delete(entry.id);
                          refresh();
                        }}
                      >
                        {t('recipe.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={list.length === 0}
          onClick={() => {
            const file = exportAllRecipesFile(list);
            downloadText(file.fileName, file.text, 'application/json');
          }}
        >
          {t('recipe.exportAll')}
        </Button>
        <FileButton onChange={(files) => void importFiles(files)} accept=".json,application/json" multiple>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
              {t('recipe.import')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
});
