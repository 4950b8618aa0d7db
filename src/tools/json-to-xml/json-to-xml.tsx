import { Button, Group, Stack, Switch } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadText } from '../../lib/download';
import { isLargeWithLongLines } from '../../lib/long-lines';
import { errorLine } from '../../lib/data-formats/outcome';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ConverterInput } from '../../ui/format-converter/ConverterInput';
import { ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import { PreviewOutput } from '../../ui/preview-output/PreviewOutput';
import { type JsonToXmlOptions } from './json-to-xml.service';
import type en from './locales/en.json';
import { jsonToXml } from './json-to-xml.operations';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { CONVERTER_LIVE } from '../../ui/format-converter/ConverterOutput';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';

const TOOL_ID = 'json-to-xml';

const DEFAULTS = { json: `{"a":{"_attributes":{"x":"1.234","y":"It's"}}}`, ...defaultOptions(jsonToXml) };
const STATE_OPTIONS = { persist: { json: 'local', indent: 'url', declaration: 'url' }, schema: jsonToXml.options } as const;


export default function JsonToXml() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options: JsonToXmlOptions = { indent: state.indent, declaration: state.declaration };
  const result = useOperationResult(jsonToXml, state.json, options, CONVERTER_LIVE);
  const { pending } = result;

  const output = result.value ?? '';
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'invalidJson');
  const name = String(failure?.params?.name ?? '');
  const messages: Record<string, string> = {
    invalidJson: t('invalidJson'),
    rootNotObject: t('rootNotObject'),
    invalidElementName: t('invalidElementName', { name }),
    invalidAttributeName: t('invalidAttributeName', { name }),
  };
  const error = failure ? (messages[failure.messageKey] ?? t('invalidJson')) : undefined;
  const detail = failure?.messageKey === 'invalidJson' ? failure.detail : undefined;
  const line = detail ? errorLine(detail) : undefined;

  return (
    <Stack gap="md">
      <Group gap="xl" wrap="wrap">
        <Switch label={t('indentOutput')} checked={state.indent} onChange={(event) => setState({ indent: event.currentTarget.checked })} />
        <Switch label={t('addDeclaration')} checked={state.declaration} onChange={(event) => setState({ declaration: event.currentTarget.checked })} />
      </Group>

      <ConverterInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={state.json}
        onChange={(json) => setState({ json })}
        error={error}
        errorDetail={detail}
        errorLine={line !== undefined ? { line, label: t('selectLine', { line }) } : undefined}
      />

      {isLargeWithLongLines(output) ? (
        <PreviewOutput
          label={t('output')}
          value={output}
          copyLabel={t('copy')}
          autosize
          minRows={10}
          maxRows={14}
          previewNotice={(shown, total) => t('longLinePreview', { shown: new Intl.NumberFormat(language).format(shown), total: new Intl.NumberFormat(language).format(total) })}
          actions={
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText('converted.xml', output, 'application/xml')}>
              {t('download')}
            </Button>
          }
        />
      ) : (
        <ConverterOutput
          label={t('output')}
          value={output}
          copyLabel={t('copy')}
          pendingLabel={pending ? t('converting') : undefined}
          description={t('conventions')}
          download={{ label: t('download'), fileName: 'converted.xml', mimeType: 'application/xml' }}
        />
      )}
    </Stack>
  );
}
