import { Group, Select, SimpleGrid, Stack, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js/max';
import { useMemo, useState } from 'react';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ClearButton } from '../../ui/clear-button/ClearButton';
import { CopyButton } from '../../ui/copy/CopyButton';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import type en from './locales/en.json';
import classes from './phone-parser-and-formatter.module.css';
import { phoneParserAndFormatter } from './phone-parser-and-formatter.operations';
import { countryOptions, defaultCountry, filterCountries, parsePhone, PhoneInputError, typeKey, type CountryOption, type PhoneErrorKey, type PhoneInfo } from './phone-parser-and-formatter.service';

const TOOL_ID = 'phone-parser-and-formatter';

type Outcome = { info: PhoneInfo } | { error: PhoneErrorKey } | undefined;

function parse(phone: string, country: CountryCode): Outcome {
  if (phone.trim() === '') return undefined;
  try {
    return { info: parsePhone(phone, country) };
  } catch (error) {
    return { error: error instanceof PhoneInputError ? error.key : 'invalidNumber' };
  }
}

export default function PhoneParserAndFormatter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  // The default country is not remembered: it follows the browser's language on every visit (the operation's default is the fallback).
  const [defaults] = useState(() => ({
    phone: '',
    defaultCountry: typeof navigator === 'undefined' ? defaultOptions(phoneParserAndFormatter).defaultCountry : defaultCountry(navigator.language),
  }));
  const [state, update] = useToolState(TOOL_ID, defaults, { persist: { phone: 'local', defaultCountry: 'none' }, schema: phoneParserAndFormatter.options, pasteInto: 'phone' });
  const { phone } = state;
  const country = state.defaultCountry as CountryCode;
  const options = useMemo(() => countryOptions(language), [language]);
  const byValue = useMemo(() => new Map<string, CountryOption>(options.map((option) => [option.value, option])), [options]);
  const filter = useMemo<OptionsFilter>(
    () =>
      ({ options: items, search }) => {
        if (search.trim() === '') return items;
        const found = new Map<string, ComboboxItem>();
        for (const item of items) if ('value' in item) found.set(item.value, item);
        return filterCountries(options, search)
          .map((option) => option.value)
          .map((value) => found.get(value)).filter((item): item is ComboboxItem => item !== undefined);
      },
    [options],
  );
  const outcome = useMemo(() => parse(phone, country), [phone, country]);
  const info = outcome && 'info' in outcome ? outcome.info : undefined;
  const error = outcome && 'error' in outcome ? t(`errors.${outcome.error}`) : undefined;

  const unknown = t('unknown');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const outputs: [string, string | undefined][] = info
    ? [
        [t('country'), info.country],
        [t('countryName'), info.country ? byValue.get(info.country)?.name : undefined],
        [t('callingCode'), info.countryCallingCode],
        [t('isValid'), yesNo(info.isValid)],
        [t('isPossible'), yesNo(info.isPossible)],
        [t('type'), info.type ? t(`types.${typeKey(info.type)}`) : undefined],
        [t('international'), info.international],
        [t('national'), info.national],
        [t('e164'), info.e164],
        [t('rfc3966'), info.rfc3966],
      ]
    : [];
  const json = info
    ? JSON.stringify(
        {
          country: info.country ?? null,
          countryName: info.country ? (byValue.get(info.country)?.name ?? null) : null,
          countryCallingCode: info.countryCallingCode,
          isValid: info.isValid,
          isPossible: info.isPossible,
          type: info.type ?? null,
          internationalFormat: info.international,
          nationalFormat: info.national,
          e164Format: info.e164,
          rfc3966Format: info.rfc3966,
        },
        null,
        2,
      )
    : '';

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('defaultCountry')}
          data={options.map(({ value, label }) => ({ value, label }))}
          value={country}
          onChange={(value) => {
            if (value) update({ defaultCountry: value });
          }}
          searchable
          filter={filter}
          allowDeselect={false}
          nothingFoundMessage={t('noCountry')}
          maxDropdownHeight={312}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('phone')}
          placeholder={t('phonePlaceholder')}
          value={phone}
          onChange={(event) => update({ phone: event.currentTarget.value })}
          error={error}
          rightSection={<ClearButton visible={phone !== ''} onClear={() => update({ phone: '' })} label={t('clear')} />}
          inputMode="tel"
          autoComplete="off"
          spellCheck={false}
        />
      </SimpleGrid>

      {info && (
        <Stack gap="sm" className={classes.outputs}>
          {outputs.map(([label, value]) =>
            value === undefined ? (
              <TextInput key={label} label={label} value={unknown} readOnly classNames={{ root: classes.row, label: classes.label, wrapper: classes.wrapper }} />
            ) : (
              <ReadOnlyField key={label} inline label={label} value={value} copyLabel={t('copyValue', { label })} />
            ),
          )}
          <Group justify="center">
            <CopyButton value={json} label={t('copyJson')} toast={t('jsonCopied')} />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
