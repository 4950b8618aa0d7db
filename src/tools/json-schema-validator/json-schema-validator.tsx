import { Alert, Group, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { SchemaDraft } from '@cfworker/json-schema';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { DataTable } from '../../ui/table/DataTable';
import { DEFAULT_DOCUMENT, DEFAULT_SCHEMA, DRAFT_CHOICES, DRAFT_NAMES, type DraftChoice } from './json-schema-validator.drafts';
import { jsonSchemaValidatorReport } from './json-schema-validator.operations';
import type { ValidationReport } from './json-schema-validator.service';
import type en from './locales/en.json';

const TOOL_ID = 'json-schema-validator';
const { schema: _schemaOption, ...OPTION_DEFAULTS } = defaultOptions(jsonSchemaValidatorReport);
/** The schema is an input of the screen like the document (the operations take it as an option: they have one input). */
const DEFAULTS = { ...OPTION_DEFAULTS, schemaText: DEFAULT_SCHEMA, document: DEFAULT_DOCUMENT };
const STATE_OPTIONS = {
  persist: { schemaText: 'local', document: 'local', draft: 'url' },
  schema: jsonSchemaValidatorReport.options,
  // A schema pasted (smart paste recognises schemas) goes to the schema; anything else to the document.
  pasteInto: { 'json-schema-validator-check-schema': 'schemaText', 'json-schema-validator': 'document', 'json-schema-validator-report': 'document' },
} as const;
/** Documents up to this size are validated on the page; larger ones in the operation worker. */
const WORKER_THRESHOLD = 50_000;
/** Messages about the schema (shown under it); the others are about the document. */
const SCHEMA_ERRORS = new Set(['schemaInvalidJson', 'schemaInvalidYaml', 'schemaEmpty', 'schemaSeveralDocuments', 'notASchema', 'unknownDraft', 'invalidSchema', 'unresolvedRef']);

function Detail({ message, detail }: { message: string; detail: string }) {
  return (
    <>
      {message}
      {detail !== '' && (
        <Text component="pre" ff="monospace" size="xs" m={0} mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {detail}
        </Text>
      )}
    </>
  );
}

export default function JsonSchemaValidator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { schemaText, document, draft } = state;
  const result = useOperationResult(jsonSchemaValidatorReport, document, { schema: schemaText, draft }, { threshold: WORKER_THRESHOLD });
  const report = (result.pending ? result.latest : result.value) as ValidationReport | undefined;

  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'validationFailed');
  const failureText = failure ? <Detail message={t(failure.messageKey as 'validationFailed', failure.params)} detail={failure.detail} /> : undefined;
  const onSchema = failure !== undefined && SCHEMA_ERRORS.has(failure.messageKey);
  const draftName = (value: SchemaDraft) => DRAFT_NAMES[value];

  const rows = (report?.errors ?? []).map((error) => ({
    location: error.instancePath === '' ? t('root') : error.instancePath,
    place: error.line === undefined ? '' : error.document === undefined ? `${error.line}:${error.column}` : t('placeInDocument', { document: error.document, line: error.line, column: error.column }),
    message: error.message,
    keyword: error.schemaPath,
  }));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <LargeTextInput rows={16} label={t('schema')} placeholder={t('schemaPlaceholder')} value={schemaText} onChange={(value) => setState({ schemaText: value })} error={onSchema ? failureText : undefined} />
        <LargeTextInput rows={16} label={t('document')} placeholder={t('documentPlaceholder')} value={document} onChange={(value) => setState({ document: value })} error={failure && !onSchema ? failureText : undefined} />
      </SimpleGrid>

      <Select
        label={t('draft')}
        data={DRAFT_CHOICES.map((value) => ({ value, label: value === 'auto' ? (report && !failure ? t('draftAutoFound', { draft: draftName(report.draft) }) : t('draftAuto')) : draftName(value) }))}
        value={draft}
        onChange={(value) => value && setState({ draft: value as DraftChoice })}
        allowDeselect={false}
        maw={360}
      />

      {result.pending && (
        <Group gap={6} role="status">
          <Loader size={12} aria-hidden />
          <Text size="sm">{t('validating')}</Text>
        </Group>
      )}

      {!failure && report?.valid && (
        <Alert color="green" variant="light" role="status" title={t('valid')} icon={<IconCircleCheck size={18} aria-hidden />}>
          {report.documents > 1 ? t('validDocuments' as 'validDocuments_other', { count: report.documents, draft: draftName(report.draft) }) : t('validText', { draft: draftName(report.draft) })}
        </Alert>
      )}

      {!failure && report && !report.valid && (
        <Stack gap="xs">
          <ToolAlert type="error" title={t('invalid' as 'invalid_other', { count: report.errors.length })}>
            {t('invalidText', { draft: draftName(report.draft) })}
          </ToolAlert>
          <DataTable
            data={rows}
            description={t('errorsTable')}
            headers={[
              { key: 'location', label: t('columnLocation') },
              { key: 'place', label: t('columnPlace') },
              { key: 'message', label: t('columnMessage') },
              { key: 'keyword', label: t('columnKeyword') },
            ]}
            renderCell={(key, row) =>
              key === 'location' || key === 'keyword' ? (
                <Text span ff="monospace" size="sm">
                  {row[key]}
                </Text>
              ) : undefined
            }
          />
        </Stack>
      )}
    </Stack>
  );
}
