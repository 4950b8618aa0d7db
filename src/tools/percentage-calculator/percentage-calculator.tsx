import { Card, NumberInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { isToolInputError } from '../../lib/errors';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import type en from './locales/en.json';
import { calculate, type Calculation } from './percentage-calculator.service';

const TOOL_ID = 'percentage-calculator';

/** Each card: its title, its two fields (the second one is the divisor, except for "% of"), its result. */
const CARDS = [
  { calculation: 'percentageOf', title: 'cardPercentageOf', first: 'percentage', second: 'ofValue', result: 'percentageOfValue' },
  { calculation: 'percentOfTotal', title: 'cardPercentOfTotal', first: 'value', second: 'totalValue', result: 'percentOfTotal' },
  { calculation: 'percentageChange', title: 'cardChange', first: 'from', second: 'to', result: 'change' },
  { calculation: 'wholeValue', title: 'cardWhole', first: 'partValue', second: 'partPercentage', result: 'wholeValue' },
] as const satisfies readonly { calculation: Calculation; title: keyof typeof en; first: keyof typeof en; second: keyof typeof en; result: keyof typeof en }[];

type Field = (typeof CARDS)[number]['first' | 'second'];

/** Every field starts empty: the operations' numbers (named like these fields) have no default either. */
const DEFAULTS: Record<Field, string> = {
  percentage: '',
  ofValue: '',
  value: '',
  totalValue: '',
  from: '',
  to: '',
  partValue: '',
  partPercentage: '',
};
const STATE_OPTIONS = { persist: Object.fromEntries(Object.keys(DEFAULTS).map((field) => [field, 'none'])) as Record<Field, 'none'> };

function outcome(calculation: Calculation, first: string, second: string): { result: string; zero: boolean } {
  try {
    return { result: calculate(calculation, first, second), zero: false };
  } catch (error) {
    if (isToolInputError(error)) return { result: '', zero: true };
    throw error;
  }
}

export default function PercentageCalculator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);

  const numberField = (field: Field, error?: string) => (
    <NumberInput
      label={t(field)}
      value={state[field]}
      onChange={(value) => update({ [field]: String(value) })}
      error={error}
      allowDecimal
      allowNegative
      thousandSeparator={false}
      hideControls
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={1000} mx="auto" w="100%">
      {CARDS.map((card) => {
        const { result, zero } = outcome(card.calculation, state[card.first], state[card.second]);
        // The divisor is the second field, except for the change, where it is "From".
        const zeroField = card.calculation === 'percentageChange' ? card.first : card.second;
        const error = zero ? t('cannotBeZero') : undefined;
        return (
          <Card key={card.calculation} withBorder padding="lg" radius="md" component="section" aria-labelledby={`percentage-${card.calculation}`}>
            <Stack gap="sm">
              <Title order={2} size="h4" id={`percentage-${card.calculation}`}>
                {t(card.title)}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {numberField(card.first, zeroField === card.first ? error : undefined)}
                {numberField(card.second, zeroField === card.second ? error : undefined)}
              </SimpleGrid>
              <ReadOnlyField label={t(card.result)} value={result} placeholder={t('resultPlaceholder')} copyLabel={t('copy', { label: t(card.result) })} />
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
