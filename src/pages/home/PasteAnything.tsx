import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolLabel } from '../../modules/i18n/use-tool-label';
import { handOff, RECIPE_PAGE } from '../../engine/handoff/handoff';
import { suggestionReason } from '../../modules/smart-paste/reasons';
import { useNavigate } from 'react-router';
import type { OperationStringsByTool } from '../recipe/operation-strings';
import { useFileSuggestions, usePasteSuggestions, type PasteSuggestion } from '../../modules/smart-paste/use-paste-suggestions';
import { formatByteSize } from '../../lib/byte-size';
import { toolsById } from '../../tools';
import { loadSmartPaste } from '../../engine/detect/smart-paste-loader';
import { AppLink } from '../../ui/link/AppLink';
import classes from './PasteAnything.module.css';

/**
 * Beyond this many characters the field holds only the start of the text (read-only, with a note):
 * laying out a long text in a text area blocks the page for seconds, and nobody edits 5 MB here.
 * The suggestions and the tool opened still get the whole text.
 */
const FIELD_CHARS = 20_000;
const SHOWN_CHARS = 2_000;

/** Whether a paste event lands in something editable (then it is left alone). */
function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null);
}

/**
 * The home page's "Paste anything" (issue 21): typing or pasting lists the tools that read the
 * text ("Suggestions", best first); following one opens the tool with the text in its main input
 * (in memory, not in the URL). A paste on the page with no field focused lands here. The engine
 * loads on the first focus or paste; nothing is opened by itself.
 */
export function PasteAnything() {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  // Files dropped or pasted ("Drop anything"): they replace the text while they are here.
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const forText = usePasteSuggestions(text === '' || files.length > 0 ? undefined : text, loadSmartPaste, { chains: true });
  const forFiles = useFileSuggestions(files.length > 0 ? files : undefined, loadSmartPaste);
  const { suggestions, ranked } = files.length > 0 ? forFiles : forText;
  // A chain names its steps by their operations ("Base64 decode → JSON prettify"): those names load with the first chain.
  const [operationStrings, setOperationStrings] = useState<OperationStringsByTool | undefined>();
  const hasChain = suggestions.some((suggestion) => suggestion.chain);
  useEffect(() => {
    if (!hasChain) return undefined;
    let cancelled = false;
    void import('../recipe/operation-strings').then(({ loadOperationStrings }) => loadOperationStrings(i18n.language)).then((loaded) => !cancelled && setOperationStrings(loaded));
    return () => {
      cancelled = true;
    };
  }, [hasChain, i18n.language]);
  const fieldId = useId();
  const takeFiles = (given: readonly File[]) => {
    if (given.length === 0) return;
    setFiles([...given]);
    void loadSmartPaste();
  };

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target) || isEditable(document.activeElement)) return;
      // A pasted file (a screenshot, a file copied in a file manager) is dropped here.
      const pastedFiles = Array.from(event.clipboardData?.files ?? []);
      if (pastedFiles.length > 0) {
        event.preventDefault();
        setFiles(pastedFiles);
        return;
      }
      const pasted = event.clipboardData?.getData('text/plain') ?? '';
      if (pasted === '') return;
      event.preventDefault();
      setText(pasted);
      field.current?.focus();
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  const empty = text.trim() === '' && files.length === 0;
  const large = text.length > FIELD_CHARS;
  return (
    <Stack gap="xs">
      {/* Plain elements styled like the app's fields: the home page does not load Mantine's inputs. */}
      {/* A file dropped anywhere on the field is taken ("Drop anything"); the text area is the keyboard's way in. */}
      <div
        className={classes.field}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          setDragging(false);
          if (event.dataTransfer.files.length === 0) return;
          event.preventDefault();
          takeFiles(Array.from(event.dataTransfer.files));
        }}
      >
        <label htmlFor={fieldId} className={classes.label}>
          {t('paste.label')}
        </label>
        <p id={`${fieldId}-description`} className={classes.description}>
          {t('paste.description')}
        </p>
        {files.length > 0 && (
          <p className={classes.files} role="group" aria-label={t('paste.droppedFiles')}>
            {t('paste.filesDropped', { count: files.length, name: files[0]!.name, size: formatByteSize(files[0]!.size, i18n.language) })}{' '}
            <button type="button" className={classes.clear} onClick={() => setFiles([])}>
              {t('paste.clear')}
            </button>
          </p>
        )}
        <textarea
          ref={field}
          hidden={files.length > 0}
          id={fieldId}
          aria-describedby={`${fieldId}-description`}
          className={classes.input}
          placeholder={t('paste.placeholder')}
          value={large ? `${text.slice(0, SHOWN_CHARS)}…` : text}
          readOnly={large}
          onChange={(event) => setText(event.currentTarget.value)}
          onPaste={(event) => {
            // A long paste replaces the text without going through the text area's own layout.
            const pasted = event.clipboardData.getData('text/plain');
            if (pasted.length <= FIELD_CHARS) return;
            event.preventDefault();
            setText(pasted);
          }}
          onFocus={() => void loadSmartPaste()}
          rows={2}
          spellCheck={false}
        />
        {large && (
          <p className={classes.description}>
            {t('paste.large', { size: new Intl.NumberFormat(i18n.language).format(text.length) })}{' '}
            <button type="button" className={classes.clear} onClick={() => setText('')}>
              {t('paste.clear')}
            </button>
          </p>
        )}
      </div>
      {!empty && (
        <Text size="sm" c="dimmed" role="status">
          {!ranked ? t('paste.looking') : suggestions.length === 0 ? t('paste.none') : t('paste.count', { count: suggestions.length })}
        </Text>
      )}
      {!empty && suggestions.length > 0 && (
        <ul aria-label={t('paste.suggestions')} className={classes.list}>
          {suggestions.map((suggestion) => (
            <SuggestionItem key={suggestion.tool} suggestion={suggestion} text={text} files={files} operationStrings={operationStrings} />
          ))}
        </ul>
      )}
    </Stack>
  );
}

function SuggestionItem({ suggestion, text, files, operationStrings }: { suggestion: PasteSuggestion; text: string; files: readonly File[]; operationStrings: OperationStringsByTool | undefined }) {
  const { t } = useTranslation();
  const { toolName } = useToolLabel();
  const navigate = useNavigate();
  const tool = toolsById.get(suggestion.tool);
  if (!tool) return null;
  const Icon = tool.icon;
  const reason = suggestionReason(t as unknown as (key: string, options?: Record<string, unknown>) => string, suggestion);
  const input = suggestion.input ?? text.trim();
  const chain = suggestion.chain && suggestion.chain.map((step) => operationStrings?.[step.tool]?.[step.op]?.name ?? toolName(step.tool)).join(' → ');
  return (
    <li className={classes.item}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon size={22} aria-hidden />
        <Stack gap={2} className={classes.text}>
          <AppLink to={tool.path} className={classes.link} onClick={() => handOff(files.length > 0 ? { to: tool.id, op: suggestion.op, text: '', files, options: suggestion.options ?? {} } : { to: tool.id, op: suggestion.op, text: input, options: suggestion.options ?? {} })}>
            {toolName(tool.id)}
          </AppLink>
          {reason !== '' && (
            <Text size="sm" c="dimmed">
              {reason}
            </Text>
          )}
          {suggestion.preview !== undefined && (
            <Text size="xs" ff="monospace" className={classes.preview} title={suggestion.preview}>
              {suggestion.preview}
            </Text>
          )}
          {chain && (
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{t('paste.chain', { steps: chain })}</Text>
              {/* Plain button styled like the links: the home page does not load Mantine's buttons. */}
              <button
                type="button"
                className={`${classes.clear} ${classes.chainButton}`}
                aria-label={t('paste.openChainLabel', { steps: chain })}
                onClick={() => {
                  handOff({ to: RECIPE_PAGE, op: suggestion.op, text: input, options: suggestion.options ?? {}, steps: suggestion.chain!.map(({ op, options }) => ({ op, options: options ?? {} })) });
                  void navigate('/recipe');
                }}
              >
                {t('paste.openChain')}
              </button>
            </Group>
          )}
        </Stack>
      </Group>
    </li>
  );
}
