import { ActionIcon, Alert, Group, NumberInput, Paper, Select, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManifestEntry, ManifestOption } from '../../engine/manifest';
import { formatByteSize } from '../../lib/byte-size';
import type { RecipeOptions, RecipeStep, StepReport } from '../../engine/recipe';
import type { ToolIconProps } from '../../tools/define-tool';
import { humanizeKey, type OperationStrings } from './operation-strings';

export interface StepCardProps {
  index: number;
  /** The last step (it cannot move down). */
  last: boolean;
  step: RecipeStep;
  /** The operation's manifest entry; null when the operation does not exist (an unavailable step). */
  entry: ManifestEntry | null;
  strings: OperationStrings | undefined;
  toolName: string | undefined;
  Icon: React.ComponentType<ToolIconProps> | undefined;
  report: StepReport | undefined;
  /** The step's error, worded for the page (the tool's own message when it has one). */
  error: string | undefined;
  /** `whole`: the change came whole (a switch, a choice), not typed. */
  onOptions: (index: number, options: RecipeOptions, whole: boolean) => void;
  onToggle: (index: number) => void;
  /** Moves the step at `from` to position `to` (the buttons move by one, a drag anywhere). */
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

const NO_OPTIONS: readonly ManifestOption[] = [];

/** What a dragged step carries (its position), so other drags (files, text) are ignored. */
const STEP_DRAG_TYPE = 'application/x-it-tools-recipe-step';

function JsonField({ label, value, onChange }: { label: string; value: unknown; onChange: (value: unknown) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => JSON.stringify(value ?? null));
  const [bad, setBad] = useState(false);
  return (
    <Textarea
      label={label}
      value={text}
      autosize
      minRows={1}
      maxRows={6}
      error={bad ? t('recipe.badJson') : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        try {
          onChange(JSON.parse(next));
          setBad(false);
        } catch {
          setBad(true);
        }
      }}
    />
  );
}

/** One option's field; `onChange`'s `whole` tells a switch or a choice (complete at once) from typing. */
function OptionInput({ field, value, label, choiceLabels, onChange }: { field: ManifestOption; value: unknown; label: string; choiceLabels: Record<string, string> | undefined; onChange: (value: unknown, whole: boolean) => void }) {
  switch (field.kind) {
    case 'boolean':
      return <Switch label={label} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked, true)} />;
    case 'choice': {
      const data = field.choices.map((choice) => ({
        value: String(choice),
        label: choiceLabels?.[String(choice)] ?? String(choice),
      }));
      // Wide enough for its longest choice (Mantine's default width cut "Quoted only when needed").
      const longest = Math.max(...data.map((choice) => choice.label.length));
      return (
        <Select
          label={label}
          data={data}
          w={`${Math.min(longest, 48) + 5}ch`}
          value={String(value)}
          allowDeselect={false}
          onChange={(next) => {
            const choice = field.choices.find((item) => String(item) === next);
            if (choice !== undefined) onChange(choice, true);
          }}
        />
      );
    }
    case 'number':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' ? value : ''}
          min={field.min}
          max={field.max}
          allowDecimal={field.integer !== true}
          clampBehavior="none"
          onChange={(next) => onChange(typeof next === 'number' ? next : undefined, false)}
        />
      );
    case 'text':
      return <TextInput label={label} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.currentTarget.value, false)} />;
    case 'json':
      return <JsonField label={label} value={value} onChange={(next) => onChange(next, false)} />;
  }
}

/** A step's name, handle, switch and buttons (memoised: a run's reports do not render them again). */
const StepHeader = memo(function StepHeader({
  index,
  last,
  disabled,
  name,
  toolName,
  Icon,
  card,
  onToggle,
  onMove,
  onRemove,
}: Pick<StepCardProps, 'index' | 'last' | 'toolName' | 'Icon' | 'onToggle' | 'onMove' | 'onRemove'> & {
  disabled: boolean;
  name: string;
  card: React.RefObject<HTMLLIElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Group gap="xs" wrap="nowrap">
        <div
          draggable
          title={t('recipe.dragStep', { index: index + 1 })}
          aria-hidden
          data-drag-handle
          style={{ cursor: 'grab', display: 'flex', alignSelf: 'center' }}
          onDragStart={(event) => {
            event.dataTransfer.setData(STEP_DRAG_TYPE, String(index));
            event.dataTransfer.effectAllowed = 'move';
            if (card.current) event.dataTransfer.setDragImage(card.current, 24, 24);
          }}
        >
          <IconGripVertical size={18} />
        </div>
        {Icon && <Icon size={20} aria-hidden />}
        <div>
          <Title order={3} size="h5">
            {index + 1}. {name}
          </Title>
          {toolName && (
            <Text size="xs" c="dimmed">
              {toolName}
            </Text>
          )}
        </div>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Switch size="sm" label={t('recipe.enabled')} checked={!disabled} onChange={() => onToggle(index)} />
        <ActionIcon variant="subtle" aria-label={t('recipe.moveUp', { index: index + 1 })} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          <IconArrowUp size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" aria-label={t('recipe.moveDown', { index: index + 1 })} disabled={last} onClick={() => onMove(index, index + 1)}>
          <IconArrowDown size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={t('recipe.remove', { index: index + 1 })} onClick={() => onRemove(index)}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
});

/** A step's options as a form (memoised like the header). */
const StepOptions = memo(function StepOptions({
  index,
  fields,
  options,
  strings,
  onOptions,
}: {
  index: number;
  fields: readonly ManifestOption[];
  options: RecipeOptions;
  strings: OperationStrings | undefined;
  onOptions: StepCardProps['onOptions'];
}) {
  return (
    <Group gap="md" align="flex-end">
      {fields.map((field) => (
        <OptionInput
          key={field.key}
          field={field}
          value={Object.hasOwn(options, field.key) ? options[field.key] : field.default}
          label={strings?.options?.[field.key] ?? humanizeKey(field.key)}
          choiceLabels={strings?.choices?.[field.key]}
          onChange={(value, whole) => onOptions(index, { ...options, [field.key]: value }, whole)}
        />
      ))}
    </Group>
  );
});

/** One step of the recipe: its name, switches and buttons, its options as a form, its output's preview or its error. */
export const StepCard = memo(function StepCard({ index, last, step, entry, strings, toolName, Icon, report, error, onOptions, onToggle, onMove, onRemove }: StepCardProps) {
  const { t, i18n } = useTranslation();
  const fields = entry?.options ?? NO_OPTIONS;
  const name = strings?.name ?? step.op;
  const number = new Intl.NumberFormat(i18n.language);
  const outputSummary = (done: StepReport) => {
    const ms = number.format(Math.round(done.timeMs));
    const size = done.outputSize ?? 0;
    switch (done.outputKind) {
      case 'bytes':
        return t('recipe.previewBytes', { size: number.format(size), ms });
      case 'file':
        return t('recipe.previewFile', { name: done.outputName ?? '', size: formatByteSize(size, i18n.language), ms });
      case 'files':
        return t('recipe.previewFiles', { count: done.outputCount ?? 0, size: formatByteSize(size, i18n.language), ms });
      default:
        return t('recipe.previewChars', { size: number.format(size), ms });
    }
  };
  const unavailable = entry === null;
  const card = useRef<HTMLLIElement>(null);
  const [dropTarget, setDropTarget] = useState(false);
  return (
    <Paper
      ref={card}
      withBorder
      p="md"
      radius="md"
      component="li"
      aria-label={t('recipe.stepLabel', { index: index + 1, name })}
      opacity={step.disabled ? 0.65 : 1}
      style={
        dropTarget
          ? {
              outline: '2px dashed var(--mantine-primary-color-filled)',
              outlineOffset: 2,
            }
          : undefined
      }
      // Drag a step by its handle and drop it on another step to take that one's place (the buttons do the same from the keyboard).
      onDragOver={(event: React.DragEvent) => {
        if (!event.dataTransfer.types.includes(STEP_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event: React.DragEvent) => {
        setDropTarget(false);
        const from = Number(event.dataTransfer.getData(STEP_DRAG_TYPE));
        if (!event.dataTransfer.types.includes(STEP_DRAG_TYPE) || !Number.isInteger(from)) return;
        event.preventDefault();
        onMove(from, index);
      }}
    >
      <Stack gap="sm">
        <StepHeader index={index} last={last} disabled={step.disabled === true} name={name} toolName={toolName} Icon={Icon} card={card} onToggle={onToggle} onMove={onMove} onRemove={onRemove} />
        {unavailable && <Alert color="orange">{t('recipe.unavailable', { op: step.op })}</Alert>}
        {fields.length > 0 && <StepOptions index={index} fields={fields} options={step.options} strings={strings} onOptions={onOptions} />}
        {error !== undefined && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {report?.status === 'ok' && (
          <details>
            <summary>
              <Text span size="sm" c="dimmed">
                {outputSummary(report)}
              </Text>
            </summary>
            <Text
              component="pre"
              size="xs"
              ff="monospace"
              style={{
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-all',
                margin: 0,
              }}
            >
              {report.preview}
            </Text>
          </details>
        )}
        {report?.status === 'skipped' && (
          <Text size="sm" c="dimmed">
            {t('recipe.skipped')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
});
