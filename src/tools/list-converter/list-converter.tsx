import { Fieldset, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { SelectField } from '../../ui/select/SelectField';
import { listConverter, listConverterSplit } from './list-converter.operations';
import { convertList, splitToLines, type SortOrder } from './list-converter.service';
import type en from './locales/en.json';

const TOOL_ID = 'list-converter';

const SPLIT_DEFAULTS = defaultOptions(listConverterSplit);
// The split card's trim switch cannot share the name trimItems with the list's own (the list converter's option).
const DEFAULTS = { ...defaultOptions(listConverter), input: '', splitInput: '', delimiter: SPLIT_DEFAULTS.delimiter, splitTrim: SPLIT_DEFAULTS.trimItems };
const SORT_ORDERS = optionChoices<SortOrder>(listConverter.options, 'sortList');
type State = typeof DEFAULTS;
const LOCAL = 'local' as const;
const STATE_OPTIONS = {
  persist: Object.fromEntries(Object.keys(DEFAULTS).map((key) => [key, LOCAL])) as { [K in keyof State]: typeof LOCAL },
  schema: listConverter.options,
};

const SWITCHES = ['trimItems', 'removeDuplicates', 'lowerCase', 'keepLineBreaks', 'reverseList', 'naturalSort'] as const;

export default function ListConverter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const input = useDeferredValue(state.input);
  const splitInput = useDeferredValue(state.splitInput);
  const {
    trimItems,
    removeDuplicates,
    lowerCase,
    keepLineBreaks,
    reverseList,
    sortList,
    naturalSort,
    separator,
    itemPrefix,
    itemSuffix,
    listPrefix,
    listSuffix,
    stripPrefix,
    stripSuffix,
  } = state;

  const output = useMemo(
    () =>
      convertList(
        input,
        {
          trimItems,
          removeDuplicates,
          lowerCase,
          keepLineBreaks,
          reverseList,
          sortList,
          naturalSort,
          separator,
          itemPrefix,
          itemSuffix,
          listPrefix,
          listSuffix,
          stripPrefix,
          stripSuffix,
        },
        language,
      ),
    [
      input,
      trimItems,
      removeDuplicates,
      lowerCase,
      keepLineBreaks,
      reverseList,
      sortList,
      naturalSort,
      separator,
      itemPrefix,
      itemSuffix,
      listPrefix,
      listSuffix,
      stripPrefix,
      stripSuffix,
      language,
    ],
  );
  const lines = useMemo(() => splitToLines(splitInput, state.delimiter, { trimItems: state.splitTrim }), [splitInput, state.delimiter, state.splitTrim]);

  const text = (key: 'separator' | 'itemPrefix' | 'itemSuffix' | 'listPrefix' | 'listSuffix' | 'stripPrefix' | 'stripSuffix', placeholder?: string) => (
    <TextInput
      label={t(`fields.${key}`)}
      placeholder={placeholder}
      value={state[key]}
      onChange={(event) => update({ [key]: event.currentTarget.value })}
      spellCheck={false}
      autoComplete="off"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );

  return (
    <Stack gap="lg" maw={1000} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
            {SWITCHES.map((key) => (
              <Switch key={key} label={t(`switches.${key}`)} checked={state[key]} onChange={(event) => update({ [key]: event.currentTarget.checked })} />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField<SortOrder>
              label={t('sortList')}
              options={SORT_ORDERS.map((value) => ({ value, label: t(`sortOrders.${value}`) }))}
              value={sortList}
              onChange={(value) => update({ sortList: value })}
            />
            {text('separator', t('separatorPlaceholder'))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Fieldset legend={t('wrapItem')} variant="filled" p="sm">
              <Stack gap="xs">
                {text('itemPrefix')}
                {text('itemSuffix')}
              </Stack>
            </Fieldset>
            <Fieldset legend={t('wrapList')} variant="filled" p="sm">
              <Stack gap="xs">
                {text('listPrefix')}
                {text('listSuffix')}
              </Stack>
            </Fieldset>
            <Fieldset legend={t('strip')} variant="filled" p="sm">
              <Stack gap="xs">
                {text('stripPrefix')}
                {text('stripSuffix')}
              </Stack>
            </Fieldset>
          </SimpleGrid>
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <LargeTextInput label={t('input')} placeholder={t('inputPlaceholder')} value={state.input} onChange={(value) => update({ input: value })} rows={10} />
          <OutputArea label={t('output')} value={output} copyLabel={t('copy')} rows={10} />
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="list-split-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="list-split-title">
            {t('splitTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('splitDelimiter')}
              value={state.delimiter}
              onChange={(event) => update({ delimiter: event.currentTarget.value })}
              spellCheck={false}
              autoComplete="off"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <Switch label={t('splitTrim')} checked={state.splitTrim} onChange={(event) => update({ splitTrim: event.currentTarget.checked })} mt={{ base: 0, sm: 30 }} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <LargeTextInput label={t('splitInput')} placeholder={t('splitPlaceholder')} value={state.splitInput} onChange={(value) => update({ splitInput: value })} rows={6} />
            <OutputArea label={t('splitOutput')} value={lines} copyLabel={t('copyLines')} rows={6} />
          </SimpleGrid>
        </Stack>
      </Paper>
    </Stack>
  );
}
