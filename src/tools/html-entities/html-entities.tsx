import { Card, Stack, Switch, Title } from '@mantine/core';
import { useMemo } from 'react';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { htmlEntitiesEscape } from './html-entities.operations';
import { DEFAULT_ESCAPE_INPUT, DEFAULT_UNESCAPE_INPUT, escapeHtml, unescapeHtml } from './html-entities.service';
import type en from './locales/en.json';

const TOOL_ID = 'html-entities';

const DEFAULTS = { escapeInput: DEFAULT_ESCAPE_INPUT, ...defaultOptions(htmlEntitiesEscape), unescapeInput: DEFAULT_UNESCAPE_INPUT };
const STATE_OPTIONS = { persist: { escapeInput: 'local', unescapeInput: 'local', nonAscii: 'url' }, schema: htmlEntitiesEscape.options, pasteInto: { 'html-entities-unescape': 'unescapeInput' } } as const;

/** Both outputs are plain strings shown in text areas: nothing typed ever becomes markup in the page. */
export default function HtmlEntities() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const escaped = useMemo(() => escapeHtml(state.escapeInput, state.nonAscii), [state.escapeInput, state.nonAscii]);
  const unescaped = useMemo(() => unescapeHtml(state.unescapeInput), [state.unescapeInput]);

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="html-entities-escape">
        <Stack gap="md">
          <Title order={2} size="h4" id="html-entities-escape">
            {t('escapeTitle')}
          </Title>
          <LargeTextInput
            label={t('escapeInput')}
            placeholder={t('escapeInputPlaceholder')}
            value={state.escapeInput}
            onChange={(escapeInput) => update({ escapeInput })}
            autosize
            minRows={3}
            maxRows={15}
            rows={3}
          />
          <Switch label={t('nonAscii')} checked={state.nonAscii} onChange={(event) => update({ nonAscii: event.currentTarget.checked })} />
          <OutputArea label={t('escapeOutput')} value={escaped} copyLabel={t('copyEscaped')} copyToast={t('copyEscapedToast')} autosize minRows={3} maxRows={20} />
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="html-entities-unescape">
        <Stack gap="md">
          <Title order={2} size="h4" id="html-entities-unescape">
            {t('unescapeTitle')}
          </Title>
          <LargeTextInput
            label={t('unescapeInput')}
            placeholder={t('unescapeInputPlaceholder')}
            value={state.unescapeInput}
            onChange={(unescapeInput) => update({ unescapeInput })}
            autosize
            minRows={3}
            maxRows={15}
            rows={3}
          />
          <OutputArea
            label={t('unescapeOutput')}
            value={unescaped}
            copyLabel={t('copyUnescaped')}
            copyToast={t('copyUnescapedToast')}
            autosize
            minRows={3}
            maxRows={20}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
