import { Alert, Button, Checkbox, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconFile, IconLink, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { lazy, memo, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard';
import type { Operation } from '../../engine/operation';
import { manifest, manifestEntry, manifestStepOperation, optionAccepts, type ManifestEntry } from '../../engine/manifest';
import {
  createRecipe,
  createStep,
  decodeRecipeLink,
  differingOptions,
  encodeRecipeLink,
  MAX_LINK_INPUT_BYTES,
  type Recipe,
  type RecipeOptions,
  type RecipeProblem,
  type RecipeStep,
} from '../../engine/recipe';
import { useToolLabel } from '../../modules/i18n/use-tool-label';
import { ensureToolLocale } from '../../modules/i18n/i18n';
import { clearHandoff, peekHandoff, RECIPE_PAGE } from '../../engine/handoff/handoff';
import { loadOperation } from '../../engine/registry';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { useBatchRunning, useFileBatch, type BatchItemError } from '../../modules/file-batch/use-file-batch';
import { humanizeKey, loadOperationStrings, type OperationStringsByTool } from './operation-strings';
import { problemText } from './problem-text';
import { SavedRecipes } from './SavedRecipes';
import { RecipeRun } from './RecipeRun';

/** A batch's list loads with the first batch, not with the page. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

/**
 * The recipe with a key per step: a card keeps its key (and its React state, e.g. the focus in an
 * option field) when steps are added, removed or moved around it.
 */
interface KeyedRecipe {
  recipe: Recipe;
  keys: number[];
  /** The change that made it came whole (a switch, a choice): it runs without the typing pause. */
  whole?: boolean;
}

let lastStepKey = 0;
const keyed = (recipe: Recipe): KeyedRecipe => ({
  recipe,
  keys: recipe.steps.map(() => ++lastStepKey),
});
const EMPTY = keyed(createRecipe());

/** The "Add a step" search (memoised: typing in the input does not re-render its 130 choices). */
const AddStep = memo(function AddStep({ choices, search, onSearch, onAdd }: { choices: { value: string; label: string }[]; search: string; onSearch: (search: string) => void; onAdd: (id: string | null) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('recipe.addStep')}
      placeholder={t('recipe.addStepPlaceholder')}
      data={choices}
      value={null}
      onChange={onAdd}
      searchValue={search}
      onSearchChange={onSearch}
      searchable
      clearable={false}
      nothingFoundMessage={t('recipe.noOperation')}
      limit={50}
    />
  );
});


/** The options the operation accepts, one by one (a tool's state may hold a value its operation refuses). */
function validOptions(entry: ManifestEntry, options: RecipeOptions): RecipeOptions {
  return Object.fromEntries(
    Object.entries(options).filter(([key, value]) => {
      const option = entry.options.find((candidate) => candidate.key === key);
      return option !== undefined && optionAccepts(option, value);
    }),
  );
}

/**
 * The Recipe page (issue 20): operations chained on one input, run in the operation worker as you
 * change them, the recipe always in the address bar's fragment (never sent to a server).
 */
export function RecipePage() {
  const { t, i18n } = useTranslation();
  const { toolName } = useToolLabel();
  // "Open in recipe" from a tool hands over its input and first step in memory.
  const [handoff] = useState(() => peekHandoff(RECIPE_PAGE));
  const [{ recipe, keys, whole: wholeChange }, setKeyed] = useState<KeyedRecipe>(() => {
    // A chain from smart paste brings every step; a tool's "Open in recipe" its operation.
    const steps = handoff ? (handoff.steps ?? [{ op: handoff.op, options: handoff.options }]) : [];
    const made = steps.flatMap(({ op, options }) => {
      const entry = manifestEntry(op);
      return entry ? [createStep(manifestStepOperation(entry), validOptions(entry, options))] : [];
    });
    return made.length > 0 ? keyed(createRecipe(made)) : EMPTY;
  });
  const setRecipe = useCallback((next: Recipe) => setKeyed(keyed(next)), []);
  const [text, setText] = useState(() => handoff?.text ?? '');
  // Files given as the input: one is the recipe's input (a file, byte for byte); several make a batch.
  const [files, setFiles] = useState<File[]>([]);
  // Bytes a link carried as its input (a link never holds a file: bytes have no name).
  const [linkBytes, setLinkBytes] = useState<Uint8Array | undefined>();
  const file = files.length === 1 ? files[0] : undefined;
  const batchMode = files.length > 1;
  const input: string | Uint8Array | File = file ?? linkBytes ?? text;
  const batch = useFileBatch();
  const batchRunning = useBatchRunning(batch);
  // A pasted text (like an opened file) arrives whole: the recipe runs on it without the typing pause.
  const [pastedText, setPastedText] = useState<string | undefined>();
  const pasting = useRef(false);
  const wholeInput = file ?? linkBytes ?? pastedText;
  const onText = useCallback((next: string) => {
    setText(next);
    setPastedText(pasting.current ? next : undefined);
  }, []);
  const [includeInput, setIncludeInput] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | undefined>();
  const [openProblems, setOpenProblems] = useState<RecipeProblem[]>([]);
  const [strings, setStrings] = useState<OperationStringsByTool>({});
  // The modules of the steps whose options can make a run take seconds (bcrypt): asked before running.
  const [costlyOperations, setCostlyOperations] = useState<Record<string, Operation | null>>({});
  const [copied, setCopied] = useState(false);
  const [search, setSearch] = useState('');
  const opened = useRef(false);

  // The operations' names and labels in the interface's language.
  useEffect(() => {
    let cancelled = false;
    void loadOperationStrings(i18n.language).then((loaded) => !cancelled && setStrings(loaded));
    return () => {
      cancelled = true;
    };
  }, [i18n.language]);

  // "Open in recipe" from a tool, else a link opened: its recipe (and input, when it carries one).
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (handoff) {
      clearHandoff(RECIPE_PAGE);
      return;
    }
    const fragment = window.location.hash.replace(/^#/, '');
    if (!fragment) return;
    void decodeRecipeLink(fragment).then((decoded) => {
      setRecipe(decoded.recipe);
      if (typeof decoded.input === 'string') setText(decoded.input);
      else if (decoded.input) setLinkBytes(decoded.input);
      if (decoded.input !== undefined) setIncludeInput(true);
      setOpenProblems(decoded.problems);
    });
  }, [handoff, setRecipe]);

  // Each step's tool strings (its messages), and the module of a costly step (to ask whether its options make it slow).
  useEffect(() => {
    for (const step of recipe.steps) {
      const entry = manifestEntry(step.op);
      if (entry) void ensureToolLocale(entry.tool);
      if (!entry?.costly || Object.hasOwn(costlyOperations, step.op)) continue;
      void loadOperation(step.op).then((operation) => setCostlyOperations((previous) => ({ ...previous, [step.op]: operation ?? null })));
    }
  }, [recipe, costlyOperations]);

  // The address bar always holds the recipe (copying it shares it); the input only when asked.
  // A link holds a typed text or a link's bytes, never a file's contents.
  const linkInput = includeInput && files.length === 0 ? (linkBytes ?? (text.length > 0 ? text : undefined)) : undefined;
  useEffect(() => {
    if (!opened.current) return;
    let cancelled = false;
    void encodeRecipeLink(recipe, linkInput).then((encoded) => {
      if (cancelled) return;
      if (!encoded.ok) {
        setLinkProblem(encoded.code === 'inputTooLarge' ? t('recipe.inputTooLarge', { limit: MAX_LINK_INPUT_BYTES / 1024 }) : t('recipe.problems.linkTooLarge', encoded.params));
        return;
      }
      setLinkProblem(undefined);
      const hash = recipe.steps.length === 0 && !encoded.fragment.includes('&') ? '' : `#${encoded.fragment}`;
      const url = `${window.location.pathname}${window.location.search}${hash}`;
      window.history.replaceState(window.history.state, '', url);
    });
    return () => {
      cancelled = true;
    };
  }, [recipe, linkInput, t]);

  const toolOf = useCallback((op: string) => manifestEntry(op)?.tool, []);
  const operationName = useCallback(
    (op: string) => {
      const entry = manifestEntry(op);
      return (entry && strings[entry.tool]?.[entry.id]?.name) ?? op;
    },
    [strings],
  );
  const wording = useMemo(
    () => ({
      toolOf,
      operationName,
      optionLabel: (op: string, option: string) => {
        const entry = manifestEntry(op);
        return (entry && strings[entry.tool]?.[entry.id]?.options?.[option]) ?? humanizeKey(option);
      },
    }),
    [toolOf, operationName, strings],
  );

  const openFiles = (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    batch.clear();
    // Rendered in slices (a transition): the page's many parts change at once when files come in.
    startTransition(() => {
      setLinkBytes(undefined);
      setFiles((current) => (chosen.length > 1 || current.length > 0 ? [...current, ...chosen] : [...chosen]));
    });
  };
  const removeFiles = () => {
    batch.clear();
    setFiles([]);
    setLinkBytes(undefined);
  };

  const choices = useMemo(
    () =>
      Object.entries(manifest)
        .map(([id, entry]) => {
          const name = strings[entry.tool]?.[id]?.name ?? id;
          return { value: id, label: `${name} — ${toolName(entry.tool)}` };
        })
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [strings, toolName, i18n.language],
  );

  /** Changes the steps; each keeps its key (a new step gets a new one). `whole`: see KeyedRecipe. */
  const update = useCallback(
    (change: (steps: { key: number; step: RecipeStep }[]) => { key?: number; step: RecipeStep }[], whole = false) =>
      setKeyed((previous) => {
        const next = change(
          previous.recipe.steps.map((step, index) => ({
            key: previous.keys[index]!,
            step,
          })),
        );
        return {
          recipe: {
            ...previous.recipe,
            steps: next.map((entry) => entry.step),
          },
          keys: next.map((entry) => entry.key ?? ++lastStepKey),
          whole,
        };
      }),
    [],
  );
  /** Changes the step at `index` (its key stays). */
  const updateStep = useCallback(
    (index: number, change: (step: RecipeStep) => RecipeStep, whole = false) =>
      update((entries) => entries.map((entry, at) => (at !== index ? entry : { ...entry, step: change(entry.step) })), whole),
    [update],
  );
  const onOptions = useCallback(
    (index: number, options: RecipeOptions, whole: boolean) =>
      updateStep(
        index,
        (step) => {
          const entry = manifestEntry(step.op);
          return { ...step, options: entry ? differingOptions(manifestStepOperation(entry), options) : options };
        },
        whole,
      ),
    [updateStep],
  );
  const onToggle = useCallback((index: number) => updateStep(index, (step) => ({ ...step, disabled: !step.disabled || undefined }), true), [updateStep]);
  const onMove = useCallback(
    (from: number, to: number) =>
      update((entries) => {
        if (from === to || to < 0 || to >= entries.length || from < 0 || from >= entries.length) return entries;
        const next = [...entries];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved!);
        return next;
      }),
    [update],
  );
  const onRemove = useCallback((index: number) => update((entries) => entries.filter((_, at) => at !== index)), [update]);
  const onLoadSaved = useCallback((saved: Recipe) => setRecipe(createRecipe(saved.steps, saved.name)), [setRecipe]);
  const onAppendSaved = useCallback((saved: Recipe) => update((entries) => [...entries, ...saved.steps.map((step) => ({ step }))]), [update]);
  const describeProblem = useCallback((problem: RecipeProblem) => problemText(problem, wording), [wording]);
  const describeBatchError = useCallback((error: BatchItemError) => (error.problem ? problemText(error.problem, wording) : error.message), [wording]);
  const addStep = useCallback(
    (id: string | null) => {
      // The search field empties for the next step.
      setSearch('');
      const entry = id ? manifestEntry(id) : undefined;
      if (!entry) return;
      update((entries) => [...entries, { step: createStep(manifestStepOperation(entry)) }]);
    },
    [update],
  );

  return (
    <Stack maw={960} mx="auto" gap="md">
      <Title order={1}>{t('recipe.title')}</Title>
      <Text c="dimmed">{t('recipe.intro')}</Text>

      {openProblems.length > 0 && (
        <Alert color="orange" role="alert" title={t('recipe.linkProblem')}>
          {openProblems.map((problem) => problemText(problem, wording)).join(' ')}
        </Alert>
      )}

      <Stack
        gap={4}
        // A file dropped on the input becomes the input, byte for byte.
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        // The paste's own change follows in the same task.
        onPasteCapture={() => {
          pasting.current = true;
          setTimeout(() => (pasting.current = false));
        }}
        onDrop={(event) => {
          const dropped = Array.from(event.dataTransfer.files);
          if (dropped.length === 0) return;
          event.preventDefault();
          openFiles(dropped);
        }}
      >
        {file || linkBytes || batchMode ? (
          <Paper withBorder p="sm" radius="sm" role="group" aria-label={t('recipe.input')}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <IconFile size={20} aria-hidden />
                <Text size="sm">
                  {batchMode
                    ? t('recipe.filesInput', { count: files.length })
                    : file
                      ? t('recipe.fileInput', { name: file.name, size: new Intl.NumberFormat(i18n.language).format(file.size) })
                      : t('recipe.linkBytesInput', { size: new Intl.NumberFormat(i18n.language).format(linkBytes?.byteLength ?? 0) })}
                </Text>
              </Group>
              <Button size="compact-sm" variant="subtle" leftSection={<IconX size={14} aria-hidden />} onClick={removeFiles}>
                {batchMode ? t('recipe.removeFiles') : t('recipe.removeFile')}
              </Button>
            </Group>
          </Paper>
        ) : (
          // Autosize is kept for small texts only (LargeTextInput): laying out a megabyte to size the box took 600 ms.
          <LargeTextInput label={t('recipe.input')} description={t('recipe.inputHint')} value={text} onChange={onText} autosize minRows={4} maxRows={12} />
        )}
        <FileDropZone
          multiple
          acceptPaste={false}
          label={t('recipe.dropFiles')}
          description={t('recipe.dropFilesHint')}
          files={batchMode ? files : undefined}
          onRemove={(index) => {
            batch.clear();
            setFiles((current) => current.filter((_, at) => at !== index));
          }}
          onFiles={openFiles}
        />
      </Stack>

      <AddStep choices={choices} search={search} onSearch={setSearch} onAdd={addStep} />

      <RecipeRun
        recipe={recipe}
        keys={keys}
        input={input}
        paused={batchMode}
        wholeInput={wholeInput}
        wholeRecipe={wholeChange ? recipe : undefined}
        costlyOperations={costlyOperations}
        strings={strings}
        wording={wording}
        onOptions={onOptions}
        onToggle={onToggle}
        onMove={onMove}
        onRemove={onRemove}
      />

      {batchMode && (
        <Stack gap="xs">
          <Group>
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} disabled={recipe.steps.length === 0 || batchRunning} onClick={() => batch.run({ kind: 'recipe', recipe }, files)}>
              {t('recipe.runOnFiles', { count: files.length })}
            </Button>
          </Group>
          <Suspense fallback={null}>
            <FileBatchList batch={batch} describeError={describeBatchError} archiveName="recipe-outputs.zip" />
          </Suspense>
        </Stack>
      )}

      <Stack gap="xs">
        <Checkbox
          label={t('recipe.includeInput')}
          description={files.length > 0 ? t('recipe.noFilesInLinks') : undefined}
          disabled={files.length > 0}
          checked={includeInput && files.length === 0}
          onChange={(event) => setIncludeInput(event.currentTarget.checked)}
        />
        {includeInput && (
          <Text size="sm" c="orange">
            {t('recipe.includeInputWarning', {
              limit: MAX_LINK_INPUT_BYTES / 1024,
            })}
          </Text>
        )}
        {linkProblem && (
          <Text size="sm" c="red" role="alert">
            {linkProblem}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconLink size={16} aria-hidden />}
            onClick={() => {
              void copyText(window.location.href).then((ok) => {
                setCopied(ok);
                if (ok) setTimeout(() => setCopied(false), 2000);
              });
            }}
          >
            {copied ? t('recipe.linkCopied') : t('recipe.copyLink')}
          </Button>
        </Group>
      </Stack>

      <SavedRecipes recipe={recipe} onLoad={onLoadSaved} onAppend={onAppendSaved} describe={describeProblem} />
    </Stack>
  );
}
