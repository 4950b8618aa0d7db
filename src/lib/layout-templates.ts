/**
 * Outputs reused for inputs of the same shape: the formatters of large scripts and lists (SQL
 * prettify's sql-templates.ts, YAML prettify's yaml-templates.ts) print a statement or item once per
 * shape — its text with some values replaced by their kind and length — and put the next ones of
 * that shape together from the first one's output, cut around its values.
 *
 * A template is made from a printed output only if `cut` finds the values in it; its first reuse is
 * also printed and compared, and a template failing that check is never used again.
 */

type Template = { parts: string[]; verified: boolean } | { unusable: true };

export interface TemplateCounts {
  /** Outputs printed by the formatter itself. */
  printed: number;
  /** Outputs put together from a template. */
  reused: number;
}

export class LayoutTemplates {
  private readonly byOptions = new Map<string, Map<string, Template>>();
  readonly counts: TemplateCounts = { printed: 0, reused: 0 };

  /** `limit`: templates kept per set of options (all are forgotten when it is reached). */
  constructor(private readonly limit = 5_000) {}

  /**
   * The output for an input of `shape` holding `values`, under the options named `optionsKey`.
   * `print` formats the input itself (undefined: it cannot be); `cut` finds `values` in a printed
   * output and returns the text around them (values.length + 1 parts), or undefined.
   */
  output(optionsKey: string, shape: string, values: readonly string[], print: () => string | undefined, cut: (output: string) => string[] | undefined): string | undefined {
    let known = this.byOptions.get(optionsKey);
    if (!known) this.byOptions.set(optionsKey, (known = new Map()));
    const template = known.get(shape);
    const printed = () => {
      this.counts.printed++;
      return print();
    };
    if (template && 'parts' in template) {
      let spliced = template.parts[0]!;
      for (let index = 0; index < values.length; index++) spliced += values[index]! + template.parts[index + 1]!;
      if (template.verified) {
        this.counts.reused++;
        return spliced;
      }
      const direct = printed();
      if (direct === undefined) return undefined;
      if (direct === spliced) template.verified = true;
      else known.set(shape, { unusable: true });
      return direct;
    }
    const direct = printed();
    if (direct === undefined || template) return direct;
    if (known.size >= this.limit) known.clear();
    const parts = cut(direct);
    known.set(shape, parts && parts.length === values.length + 1 ? { parts, verified: false } : { unusable: true });
    return direct;
  }
}
