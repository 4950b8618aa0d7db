import '@mantine/tiptap/styles.layer.css';
import { Button, Card, Group, Stack, Textarea } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { IconFileImport } from '@tabler/icons-react';
import { useEditor, useEditorState } from '@tiptap/react';
import { useMemo, useState } from 'react';
import { useLiveResult, type LiveCompute } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { OutputArea } from '../../ui/text-area/OutputArea';
import {
  adoptLegacyStoredHtml,
  createEditorExtensions,
  DEFAULT_HTML,
  editorHtmlToOutput,
  normalizeTextColor,
  sanitizeHtmlToLoad,
  TEXT_COLORS,
  TOOL_ID,
} from './html-wysiwyg-editor.service';
import classes from './html-wysiwyg-editor.module.css';
import type en from './locales/en.json';

const SWATCHES = TEXT_COLORS.map(({ value }) => value);
/** Formatting waits for this pause in typing, so it never runs on the typing path. */
const FORMAT_DELAY_MS = 150;
/**
 * The output after the pause, on the page (DOMPurify needs the page's DOM; Prettier loads on first
 * use); the newest HTML wins, and the previous output stays while the next is formatted.
 */
const FORMAT: LiveCompute<string, string> = { remote: editorHtmlToOutput, delayMs: FORMAT_DELAY_MS };

/** The editor's HTML is only ever shown as text (a read-only textarea), never injected into the page. */
export default function HtmlWysiwygEditor() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  // Before useToolState reads the stored HTML: content left under IT-Tools' key is taken over once.
  useState(() => {
    adoptLegacyStoredHtml();
    return true;
  });
  const [{ html }, update] = useToolState(TOOL_ID, { html: DEFAULT_HTML }, { persist: { html: 'local' } });
  const [htmlToLoad, setHtmlToLoad] = useState('');
  const extensions = useMemo(() => createEditorExtensions(), []);

  const editor = useEditor({
    extensions,
    content: html,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': t('editor'), 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => update({ html: current.getHTML() }),
  });
  // Keeps the toolbar's active states current.
  useEditorState({ editor, selector: ({ editor: current }) => current?.state });

  const output = useLiveResult(html, FORMAT);

  /** A swatch's accessible name uses its colour's name ("Set text color Red"), not its hex code. */
  const colorLabel = (color: string) => {
    const swatch = TEXT_COLORS.find(({ value }) => value === normalizeTextColor(color));
    return t('colorPicker.setColor', { color: swatch ? t(`colors.${swatch.name}`) : color });
  };

  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t('controls.bold'),
    italicControlLabel: t('controls.italic'),
    underlineControlLabel: t('controls.underline'),
    strikeControlLabel: t('controls.strike'),
    codeControlLabel: t('controls.code'),
    h1ControlLabel: t('controls.h1'),
    h2ControlLabel: t('controls.h2'),
    h3ControlLabel: t('controls.h3'),
    h4ControlLabel: t('controls.h4'),
    bulletListControlLabel: t('controls.bulletList'),
    orderedListControlLabel: t('controls.orderedList'),
    codeBlockControlLabel: t('controls.codeBlock'),
    blockquoteControlLabel: t('controls.blockquote'),
    hrControlLabel: t('controls.hr'),
    linkControlLabel: t('controls.link'),
    unlinkControlLabel: t('controls.unlink'),
    clearFormattingControlLabel: t('controls.clearFormatting'),
    undoControlLabel: t('controls.undo'),
    redoControlLabel: t('controls.redo'),
    colorPickerControlLabel: t('controls.textColor'),
    unsetColorControlLabel: t('controls.unsetColor'),
    colorControlLabel: colorLabel,
    colorPickerColorLabel: colorLabel,
    colorPickerCancel: t('colorPicker.cancel'),
    colorPickerClear: t('controls.unsetColor'),
    colorPickerColorPicker: t('colorPicker.custom'),
    colorPickerPalette: t('colorPicker.palette'),
    colorPickerSave: t('colorPicker.save'),
    linkEditorInputLabel: t('linkEditor.input'),
    linkEditorInputPlaceholder: t('linkEditor.placeholder'),
    linkEditorSave: t('linkEditor.save'),
    linkEditorExternalLink: t('linkEditor.external'),
    linkEditorInternalLink: t('linkEditor.internal'),
  };

  const load = () => {
    if (!editor) return;
    editor.chain().focus().setContent(sanitizeHtmlToLoad(htmlToLoad), { emitUpdate: true }).run();
  };

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <RichTextEditor editor={editor} labels={labels}>
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.Code />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.ColorPicker colors={SWATCHES} />
              <RichTextEditor.UnsetColor />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H1 />
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.CodeBlock />
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              {/* A new link opens in a new tab by default: links are written with target="_blank". */}
              <RichTextEditor.Link initialExternal />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
          <RichTextEditor.Content className={classes.content} />
        </RichTextEditor>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Textarea
            label={t('htmlToLoad')}
            placeholder={t('htmlToLoadPlaceholder')}
            value={htmlToLoad}
            onChange={(event) => setHtmlToLoad(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={12}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group justify="flex-end">
            <Button variant="light" leftSection={<IconFileImport size={16} aria-hidden />} onClick={load} disabled={htmlToLoad.trim() === ''}>
              {t('load')}
            </Button>
          </Group>
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <OutputArea label={t('output')} value={output.latest ?? ''} copyLabel={t('copy')} copyToast={t('copyToast')} autosize minRows={6} maxRows={30} />
      </Card>
    </Stack>
  );
}
