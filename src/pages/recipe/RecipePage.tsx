import { Alert, Button, Checkbox, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDownload, IconLink, IconPlayerPlay } from '@tabler/icons-react';
import i18next from 'i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard';
import { bytesToHex } from '../../lib/crypto-encoding/bytes';
import { downloadBytes } from '../../lib/download';
import type { Operation } from '../../lib/operations/operation';
import { createRecipe, createStep, dataToJson, validateStepOptions, decodeRecipeLink, differingOptions, encodeRecipeLink, MAX_LINK_INPUT_BYTES, type Recipe, type RecipeOptions, type RecipeProblem } from '../../lib/recipe';
import { useToolLabel } from '../../modules/i18n/use-tool-label';
import { ensureToolLocale } from '../../modules/i18n/i18n';
import { clearRecipeHandoff, peekRecipeHandoff } from '../../modules/recipe-handoff/recipe-handoff';
import { toolsById } from '../../tools';
import { loadOperation, operationIndex } from '../../tools/operations';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { loadOperationStrings, type OperationStringsByTool } from './operation-strings';
import { SavedRecipes } from './SavedRecipes';
import { StepCard } from './StepCard';
import { RECIPE_AUTO_RUN_LIMIT, useRecipeRun } from './use-recipe-run';

const EMPTY_RECIPE = createRecipe();

/** The first `limit` bytes in hex, a space between bytes. */
function hex(bytes: Uint8Array, limit = 256): string {
  const shown = bytesToHex(bytes.subarray(0, limit)).replace(/(..)(?!$)/g, '$1 ');
  return bytes.byteLength > limit ? `${shown} …` : shown;
}

/** The message a page shows for a problem: the tool's own words for a failed step, else the engine's (English) ones. */
function problemText(problem: RecipeProblem, toolOf: (op: string) => string | undefined, op: string | undefined): string {
  const failure = problem.failure;
  const tool = op ? toolOf(op) : undefined;
  // The tool's namespace is not among the shell's typed keys: looked up untyped.
  const untyped = i18next as unknown as { exists: (key: string, options: { ns: string }) => boolean; t: (key: string, options: Record<string, unknown>) => string };
  if (failure?.messageKey && tool && untyped.exists(failure.messageKey, { ns: tool })) {
    const message = untyped.t(failure.messageKey, { ns: tool, ...(failure.params ?? {}) });
    return failure.detail ? `${message} ${failure.detail}` : message;
  }
  if (failure) return failure.detail || failure.message;
  return problem.message;
}

/** The options the schema accepts, one by one (a tool's state may hold a value its operation refuses). */
function validOptions(operation: Operation, options: RecipeOptions): RecipeOptions {
  return Object.fromEntries(Object.entries(options).filter(([key, value]) => validateStepOptions(operation, { [key]: value }, 0).ok));
}

/**
 * The Recipe page (issue 20): operations chained on one input, run in the operation worker as you
 * change them, the recipe always in the address bar's fragment (never sent to a server).
 */
export function RecipePage() {
  const { t, i18n } = useTranslation();
  const { toolName } = useToolLabel();
  const [recipe, setRecipe] = useState<Recipe>(EMPTY_RECIPE);
  // "Open in recipe" from a tool hands over its input and first step in memory.
  const [handoff] = useState(peekRecipeHandoff);
  const [input, setInput] = useState(() => handoff?.input ?? '');
  const [includeInput, setIncludeInput] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | undefined>();
  const [openProblems, setOpenProblems] = useState<RecipeProblem[]>([]);
  const [strings, setStrings] = useState<OperationStringsByTool>({});
  const [operations, setOperations] = useState<Record<string, Operation | null>>({});
  /** What the Run button was pressed for (a large input runs only then). */
  const [runFor, setRunFor] = useState<{ recipe: Recipe; input: string } | undefined>();
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
      clearRecipeHandoff();
      void loadOperation(handoff.op).then((operation) => {
        if (!operation) return;
        setOperations((previous) => ({ ...previous, [operation.id]: operation }));
        setRecipe(createRecipe([createStep(operation, validOptions(operation, handoff.options))]));
      });
      return;
    }
    const fragment = window.location.hash.replace(/^#/, '');
    if (!fragment) return;
    void decodeRecipeLink(fragment).then((decoded) => {
      setRecipe(decoded.recipe);
      if (typeof decoded.input === 'string') setInput(decoded.input);
      if (decoded.input !== undefined) setIncludeInput(true);
      setOpenProblems(decoded.problems);
    });
  }, [handoff]);

  // Each step's operation, loaded on demand (its module may hold a heavy library).
  useEffect(() => {
    for (const step of recipe.steps) {
      if (Object.hasOwn(operations, step.op)) continue;
      void loadOperation(step.op).then((operation) => {
        setOperations((previous) => ({ ...previous, [step.op]: operation ?? null }));
        if (operation) void ensureToolLocale(operation.toolId);
      });
    }
  }, [recipe, operations]);

  // The address bar always holds the recipe (copying it shares it).
  useEffect(() => {
    if (!opened.current) return;
    let cancelled = false;
    void encodeRecipeLink(recipe, includeInput && input !== '' ? input : undefined).then((encoded) => {
      if (cancelled) return;
      if (!encoded.ok) {
        setLinkProblem(encoded.code === 'inputTooLarge' ? t('recipe.inputTooLarge', { limit: MAX_LINK_INPUT_BYTES / 1024 }) : encoded.message);
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
  }, [recipe, includeInput, input, t]);

  const large = input.length > RECIPE_AUTO_RUN_LIMIT;
  const run = useRecipeRun(recipe, input, !large || (runFor?.recipe === recipe && runFor.input === input));
  const reports = run.status === 'running' || run.status === 'done' || run.status === 'failed' ? run.steps : [];
  const toolOf = useCallback((op: string) => operationIndex[op]?.tool, []);

  const choices = useMemo(
    () =>
      Object.entries(operationIndex)
        .map(([id, entry]) => {
          const name = strings[entry.tool]?.[id]?.name ?? id;
          return { value: id, label: `${name} — ${toolName(entry.tool)}` };
        })
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [strings, toolName, i18n.language],
  );

  const update = useCallback((change: (steps: Recipe['steps']) => Recipe['steps']) => setRecipe((previous) => ({ ...previous, steps: change(previous.steps) })), []);
  const onOptions = useCallback(
    (index: number, options: RecipeOptions) =>
      update((steps) => steps.map((step, at) => (at !== index ? step : { ...step, options: operations[step.op] ? differingOptions(operations[step.op]!, options) : options }))),
    [update, operations],
  );
  const onToggle = useCallback((index: number) => update((steps) => steps.map((step, at) => (at !== index ? step : { ...step, disabled: !step.disabled || undefined }))), [update]);
  const onMove = useCallback(
    (index: number, by: -1 | 1) =>
      update((steps) => {
        const target = index + by;
        if (target < 0 || target >= steps.length) return steps;
        const next = [...steps];
        [next[index], next[target]] = [next[target]!, next[index]!];
        return next;
      }),
    [update],
  );
  const onRemove = useCallback((index: number) => update((steps) => steps.filter((_, at) => at !== index)), [update]);
  const addStep = (id: string | null) => {
    // The search field empties for the next step.
    setSearch('');
    if (!id) return;
    void loadOperation(id).then((operation) => {
      if (!operation) return;
      setOperations((previous) => ({ ...previous, [id]: operation }));
      void ensureToolLocale(operation.toolId);
      update((steps) => [...steps, createStep(operation)]);
    });
  };

  const failedAt = run.status === 'failed' ? run.problem.step : undefined;
  const output = run.status === 'done' ? run.output : undefined;
  const outputText = output === undefined ? '' : output.kind === 'text' ? output.value : output.kind === 'data' ? dataToJson(output.value) : '';

  return (
    <Stack maw={960} mx="auto" gap="md">
      <Title order={1}>{t('recipe.title')}</Title>
      <Text c="dimmed">{t('recipe.intro')}</Text>

      {openProblems.length > 0 && (
        <Alert color="orange" role="alert" title={t('recipe.linkProblem')}>
          {openProblems.map((problem) => problem.message).join(' ')}
        </Alert>
      )}

      {/* Autosize is kept for small texts only (LargeTextInput): laying out a megabyte to size the box took 600 ms. */}
      <LargeTextInput label={t('recipe.input')} value={input} onChange={setInput} autosize minRows={4} maxRows={12} />

      <Select label={t('recipe.addStep')} placeholder={t('recipe.addStepPlaceholder')} data={choices} value={null} onChange={addStep} searchValue={search} onSearchChange={setSearch} searchable clearable={false} nothingFoundMessage={t('recipe.noOperation')} limit={50} />

      {recipe.steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recipe.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('recipe.steps')}>
          {recipe.steps.map((step, index) => {
            const tool = toolOf(step.op);
            const report = reports.find((item) => item.index === index);
            const problem = failedAt === index && run.status === 'failed' ? run.problem : report?.problem;
            return (
              <StepCard
                key={`${index}-${step.op}`}
                index={index}
                count={recipe.steps.length}
                step={step}
                operation={operations[step.op]}
                strings={tool ? strings[tool]?.[step.op] : undefined}
                toolName={tool ? toolName(tool) : undefined}
                Icon={tool ? toolsById.get(tool)?.icon : undefined}
                report={report}
                // An unavailable step already says so on its card.
                error={problem && !(problem.code === 'unavailableStep' && operations[step.op] === null) ? problemText(problem, toolOf, step.op) : undefined}
                onOptions={onOptions}
                onToggle={onToggle}
                onMove={onMove}
                onRemove={onRemove}
              />
            );
          })}
        </Stack>
      )}

      {run.status === 'waiting' && (
        <Group>
          <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => setRunFor({ recipe, input })}>
            {t('recipe.run')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('recipe.largeInput')}
          </Text>
        </Group>
      )}
      {run.status === 'failed' && run.problem.step === undefined && (
        <Alert color="red" role="alert">
          {problemText(run.problem, toolOf, undefined)}
        </Alert>
      )}

      {output?.kind === 'bytes' ? (
        <Stack gap="xs">
          <Textarea label={t('recipe.output')} value={hex(output.value)} readOnly autosize minRows={3} maxRows={8} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} />
          <Group>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => downloadBytes('recipe-output.bin', output.value)}
            >
              {t('recipe.download')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <OutputArea label={t('recipe.output')} value={outputText} rows={8} maxRows={20} />
      )}

      <Stack gap="xs">
        <Checkbox label={t('recipe.includeInput')} checked={includeInput} onChange={(event) => setIncludeInput(event.currentTarget.checked)} />
        {includeInput && (
          <Text size="sm" c="orange">
            {t('recipe.includeInputWarning', { limit: MAX_LINK_INPUT_BYTES / 1024 })}
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

      <SavedRecipes
        recipe={recipe}
        onLoad={(saved) => setRecipe(createRecipe(saved.steps, saved.name))}
        onAppend={(saved) => setRecipe((previous) => ({ ...previous, steps: [...previous.steps, ...saved.steps] }))}
      />
    </Stack>
  );
}
