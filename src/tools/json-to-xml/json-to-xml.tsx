import { Group, Switch } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { FormatConverterScreen } from '../../modules/format-converter/FormatConverterScreen';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { jsonToXml } from './json-to-xml.operations';
import { type JsonToXmlOptions } from './json-to-xml.service';
import type en from './locales/en.json';

const TOOL_ID = 'json-to-xml';

const DEFAULTS = { json: `{"a":{"_attributes":{"x":"1.234","y":"It's"}}}`, ...defaultOptions(jsonToXml) };
const STATE_OPTIONS = { persist: { json: 'local', indent: 'url', declaration: 'url' }, schema: jsonToXml.options } as const;
const DOWNLOAD = { fileName: 'converted.xml', mimeType: 'application/xml' };

export default function JsonToXml() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options: JsonToXmlOptions = { indent: state.indent, declaration: state.declaration };

  return (
    <FormatConverterScreen
      t={t}
      language={language}
      operation={jsonToXml}
      value={state.json}
      onChange={(json) => setState({ json })}
      options={options}
      failureKey="invalidJson"
      otherFailure={({ messageKey, params }) => {
        const name = String(params?.name ?? '');
        const messages: Record<string, string> = { rootNotObject: t('rootNotObject'), invalidElementName: t('invalidElementName', { name }), invalidAttributeName: t('invalidAttributeName', { name }) };
        return messages[messageKey];
      }}
      download={DOWNLOAD}
      description={t('conventions')}
      previewNotice={(shown, total) => t('longLinePreview', { shown, total })}
      optionFields={
        <Group gap="xl" wrap="wrap">
          <Switch label={t('indentOutput')} checked={state.indent} onChange={(event) => setState({ indent: event.currentTarget.checked })} />
          <Switch label={t('addDeclaration')} checked={state.declaration} onChange={(event) => setState({ declaration: event.currentTarget.checked })} />
        </Group>
      }
    />
  );
}
