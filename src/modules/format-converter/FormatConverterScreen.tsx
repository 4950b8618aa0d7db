import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TOptions } from 'i18next';
import type { ReactNode } from 'react';
import { failureMessage, type FailureMessage } from '../../engine/failure';
import type { Operation, OperationWarning } from '../../engine/operation';
import type { z } from '../../engine/zod';
import { errorLine } from '../../lib/data-formats/outcome';
import { downloadText } from '../../lib/download';
import { isLargeWithLongLines } from '../../lib/long-lines';
import { ConverterInput } from '../../ui/format-converter/ConverterInput';
import { CONVERTER_LIVE, ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import { PreviewOutput } from '../../ui/preview-output/PreviewOutput';
import { useOperationResult, type OperationLiveResult } from '../live-result/use-operation-result';

/** The keys every converter's locale file has, which the shared screen reads. */
export type ConverterStringKey = 'input' | 'inputPlaceholder' | 'output' | 'copy' | 'converting' | 'download' | 'selectLine';

/**
 * A tool's `t` (useToolTranslation) seen as reading some of its keys: a tool's `t` is accepted where
 * its strings have them all.
 */
export type TranslateKeys<Key extends string> = (key: Key, options?: TOptions) => string;

export interface FormatConverterScreenProps<S extends z.ZodMiniType, K extends string> {
  /**
   * The tool's strings (useToolTranslation): the labels are its `input`, `inputPlaceholder`,
   * `output`, `copy`, `converting`, `download` and `selectLine`, the error its `failureKey`.
   */
  t: TranslateKeys<ConverterStringKey | NoInfer<K>>;
  /** The page's language (the numbers of the long-line notice). */
  language: string;
  /** The conversion, run live on `value` with `options` (CONVERTER_LIVE). */
  operation: Operation<'text', 'text', S>;
  /** The input text: a field of the tool's state. */
  value: string;
  onChange: (value: string) => void;
  options: Partial<z.input<S>>;
  /**
   * The message key of the parser's failure (`invalidYaml`…), also given to an unexpected error:
   * such a failure shows the parser's detail on a second line and a button selecting its line.
   */
  failureKey: K;
  /** The message of a failure with another key (a TOML document needs a table…): it has no detail and no line. Undefined: `failureKey`'s message. */
  otherFailure?: (failure: FailureMessage) => string | undefined;
  /** A second line to show instead of the parser's detail (several YAML documents…); undefined keeps the detail. */
  failureDetail?: (failure: FailureMessage) => string | undefined;
  /** The options row, above the input. */
  optionFields: ReactNode;
  /** The output's download (its label is the `download` string). */
  download: { fileName: string; mimeType: string };
  /** A note under the output's label. */
  description?: ReactNode;
  /**
   * Given, an output of megabytes with very long lines shows only its start (PreviewOutput), with
   * this notice (the numbers of characters come formatted) and a Download button.
   */
  previewNotice?: (shown: string, total: string) => string;
  /** Under the output, from the run's warnings (nulls TOML cannot hold); undefined shows nothing. */
  footer?: (warnings: readonly OperationWarning[]) => ReactNode;
  /** More of the screen under the output, from the live result (TOML to JSON's value types). */
  children?: (result: OperationLiveResult<string>) => ReactNode;
}

/**
 * The screen of a data-format converter: the options row, the input with the error under it, and
 * the output of the operation's live result (on the page for small inputs, in the operation worker
 * after a pause for large ones) with its Copy and Download. The tool keeps its state
 * (useToolState), strings and options row; this is what the converters share.
 */
export function FormatConverterScreen<S extends z.ZodMiniType, K extends string>({
  t,
  language,
  operation,
  value,
  onChange,
  options,
  failureKey,
  otherFailure,
  failureDetail,
  optionFields,
  download,
  description,
  previewNotice,
  footer,
  children,
}: FormatConverterScreenProps<S, K>) {
  const result = useOperationResult(operation, value, options, CONVERTER_LIVE);
  const output = result.value ?? '';

  const failure = result.error === undefined ? undefined : failureMessage(result.error, failureKey);
  const parserFailure = failure?.messageKey === failureKey ? failure : undefined;
  const error = failure ? ((parserFailure ? undefined : otherFailure?.(failure)) ?? t(failureKey)) : undefined;
  const detail = parserFailure ? (failureDetail?.(parserFailure) ?? parserFailure.detail) : undefined;
  const line = parserFailure ? errorLine(parserFailure.detail) : undefined;

  return (
    <Stack gap="md">
      {optionFields}

      <ConverterInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={value}
        onChange={onChange}
        error={error}
        errorDetail={detail}
        errorLine={line !== undefined ? { line, label: t('selectLine', { line }) } : undefined}
      />

      {previewNotice && isLargeWithLongLines(output) ? (
        <PreviewOutput
          label={t('output')}
          value={output}
          copyLabel={t('copy')}
          autosize
          minRows={10}
          maxRows={14}
          previewNotice={(shown, total) => previewNotice(new Intl.NumberFormat(language).format(shown), new Intl.NumberFormat(language).format(total))}
          actions={
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText(download.fileName, output, download.mimeType)}>
              {t('download')}
            </Button>
          }
        />
      ) : (
        <ConverterOutput
          label={t('output')}
          value={output}
          copyLabel={t('copy')}
          pendingLabel={result.pending ? t('converting') : undefined}
          description={description}
          download={{ label: t('download'), ...download }}
          footer={footer?.(result.warnings)}
        />
      )}

      {children?.(result)}
    </Stack>
  );
}
