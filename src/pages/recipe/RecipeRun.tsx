import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bytesToHex } from '../../lib/crypto-encoding/bytes';
import { downloadBytes } from '../../lib/download';
import type { Operation } from '../../engine/operation';
import { manifestEntry } from '../../engine/manifest';
import { bytesAsFile, dataToJson, firstCostlyStep, type Recipe, type RecipeOptions, type RecipeValue } from '../../engine/recipe';
import { useToolLabel } from '../../modules/i18n/use-tool-label';
import { toolsById } from '../../tools';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type { OperationStringsByTool } from './operation-strings';
import { problemText, type ProblemWording } from './problem-text';
import { StepCard } from './StepCard';
import { RECIPE_AUTO_RUN_LIMIT, useRecipeRun } from './use-recipe-run';

/** The first `limit` bytes in hex, a space between bytes. */
function hex(bytes: Uint8Array, limit = 256): string {
  const shown = bytesToHex(bytes.subarray(0, limit)).replace(/(..)(?!$)/g, '$1 ');
  return bytes.byteLength > limit ? `${shown} …` : shown;
}

export interface RecipeRunProps {
  recipe: Recipe;
  /** One key per step (kept when steps move). */
  keys: readonly number[];
  input: string | Uint8Array | File;
  /** Nothing runs (the page runs a batch instead). */
  paused?: boolean;
  /** The input when it arrived whole (pasted, dropped, opened): it runs without the typing pause. */
  wholeInput?: string | Uint8Array | File;
  /** The recipe when a switch or a choice made it: it runs without the typing pause too. */
  wholeRecipe?: Recipe;
  /** The loaded modules of costly steps, by step id (null: unavailable). */
  costlyOperations: Record<string, Operation | null>;
  strings: OperationStringsByTool;
  wording: ProblemWording;
  onOptions: (index: number, options: RecipeOptions, whole: boolean) => void;
  onToggle: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** File previews load with the first file output, not with the page. */
const FilePreview = lazy(() => import('../../ui/file-preview/FilePreview').then((module) => ({ default: module.FilePreview })));

/** A file or files output as Files to preview and download (made once per output). */
const filesOf = new WeakMap<object, File[]>();
function outputAsFiles(output: RecipeValue & { kind: 'file' | 'files' }): File[] {
  const list = output.kind === 'file' ? [output.value] : output.value;
  let files = filesOf.get(output);
  if (!files) {
    files = list.map((file) => new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
    filesOf.set(output, files);
  }
  return files;
}

/**
 * The steps, the run and its output. Apart from the rest of the page (memoised): a run's reports
 * re-render only this part, and typing re-renders only the cards whose report changed.
 */
export const RecipeRun = memo(function RecipeRun({ recipe, keys, input, paused = false, wholeInput, wholeRecipe, costlyOperations, strings, wording, onOptions, onToggle, onMove, onRemove }: RecipeRunProps) {
  const { t } = useTranslation();
  const { toolName } = useToolLabel();
  /** What the Run button was pressed for (a large input, or a costly step, runs only then). */
  const [runFor, setRunFor] = useState<{ recipe: Recipe; input: string | Uint8Array | File } | undefined>();
  const large = (input instanceof Blob ? input.size : input.length) > RECIPE_AUTO_RUN_LIMIT;
  const costly = useMemo(() => firstCostlyStep(recipe, (op) => costlyOperations[op]), [recipe, costlyOperations]);
  const run = useRecipeRun(recipe, input, !paused && ((!large && costly < 0) || (runFor?.recipe === recipe && runFor.input === input)), wholeInput, wholeRecipe);
  const reports = run.status === 'running' || run.status === 'done' || run.status === 'failed' ? run.steps : [];
  const failedAt = run.status === 'failed' ? run.problem.step : undefined;
  const output = run.status === 'done' ? run.output : undefined;
  const outputText = useMemo(() => (output === undefined ? '' : output.kind === 'text' ? output.value : output.kind === 'data' ? dataToJson(output.value) : ''), [output]);

  return (
    <>
      {recipe.steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recipe.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('recipe.steps')}>
          {recipe.steps.map((step, index) => {
            const tool = wording.toolOf(step.op);
            const report = reports.find((item) => item.index === index);
            const problem = failedAt === index && run.status === 'failed' ? run.problem : report?.problem;
            return (
              <StepCard
                key={keys[index]}
                index={index}
                last={index === recipe.steps.length - 1}
                step={step}
                entry={manifestEntry(step.op) ?? null}
                strings={tool ? strings[tool]?.[step.op] : undefined}
                toolName={tool ? toolName(tool) : undefined}
                Icon={tool ? toolsById.get(tool)?.icon : undefined}
                report={report}
                // An unavailable step already says so on its card.
                error={problem && !(problem.code === 'unavailableStep' && manifestEntry(step.op) === undefined) ? problemText(problem, wording) : undefined}
                onOptions={onOptions}
                onToggle={onToggle}
                onMove={onMove}
                onRemove={onRemove}
              />
            );
          })}
        </Stack>
      )}

      {!paused && run.status === 'waiting' && (
        <Group>
          <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => setRunFor({ recipe, input })}>
            {t('recipe.run')}
          </Button>
          <Text size="sm" c="dimmed">
            {large
              ? t('recipe.largeInput')
              : t('recipe.costlyStep', {
                  index: costly + 1,
                  name: wording.operationName(recipe.steps[costly]?.op ?? ''),
                })}
          </Text>
        </Group>
      )}
      {run.status === 'failed' && run.problem.step === undefined && (
        <Alert color="red" role="alert">
          {problemText(run.problem, wording)}
        </Alert>
      )}

      {/* A batch shows its own list of outputs instead. */}
      {!paused && (
        <>
          {output?.kind === 'file' || output?.kind === 'files' ? (
            <Stack gap="xs" role="group" aria-label={t('recipe.output')}>
              <Suspense fallback={null}>
                {outputAsFiles(output).map((file, index) => (
                  <FilePreview key={`${index}-${file.name}`} file={file} />
                ))}
              </Suspense>
            </Stack>
          ) : output?.kind === 'bytes' ? (
            <Stack gap="xs">
              <Textarea
                label={t('recipe.output')}
                value={hex(output.value)}
                readOnly
                autosize
                minRows={3}
                maxRows={8}
                styles={{
                  input: { fontFamily: 'var(--mantine-font-family-monospace)' },
                }}
              />
              <Group>
                <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadBytes(bytesAsFile(output.value, 'recipe-output').name, output.value)}>
                  {t('recipe.download')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <OutputArea label={t('recipe.output')} value={outputText} rows={8} maxRows={20} />
          )}
        </>
      )}
    </>
  );
});
