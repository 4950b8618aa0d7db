import { ActionIcon, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { isToolInputError } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { pastedText } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { CopyIconButton } from '../../ui/copy/CopyIconButton';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { SelectField } from '../../ui/select/SelectField';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { bip39Generator, bip39MnemonicToSeed } from './bip39-generator.operations';
import {
  entropyHexToMnemonic,
  loadWordlist,
  mnemonicToEntropyHex,
  randomEntropyHex,
  WORD_COUNTS,
  type Bip39Language,
  type WordCount,
} from './bip39-generator.service';
import type en from './locales/en.json';

const TOOL_ID = 'bip39-generator';
const WORD_COUNT_VALUES = WORD_COUNTS.map(String) as readonly string[];
const BIP39_LANGUAGES = optionChoices<Bip39Language>(bip39Generator.options, 'language');

const DEFAULTS = defaultOptions(bip39Generator);
/** Language and word count are settings (in the URL); entropy, mnemonic and passphrase are secrets: never stored. */
const STATE_OPTIONS = { persist: { language: 'url', words: 'url' }, schema: bip39Generator.options } as const;
/** PBKDF2 of a sentence: a few milliseconds of Web Crypto, on the page. */
const ON_THE_PAGE = { threshold: Number.POSITIVE_INFINITY };

/** What the user last typed into; the other field is derived from it, so the two never ping-pong. */
interface Fields {
  source: 'entropy' | 'mnemonic';
  entropy: string;
  mnemonic: string;
}

interface Derived {
  entropy: string;
  mnemonic: string;
  entropyError?: 'invalidEntropyHex' | 'invalidEntropyLength';
  mnemonicError?: 'invalidMnemonic';
  /** The valid sentence the seed is derived from. */
  validMnemonic?: string;
}

function derive(fields: Fields, wordlist: string[] | undefined): Derived {
  if (fields.source === 'entropy') {
    if (fields.entropy.trim() === '') return { entropy: fields.entropy, mnemonic: '' };
    try {
      const mnemonic = wordlist ? entropyHexToMnemonic(fields.entropy, wordlist) : '';
      return { entropy: fields.entropy, mnemonic, validMnemonic: mnemonic || undefined };
    } catch (error) {
      if (!isToolInputError(error)) throw error;
      return { entropy: fields.entropy, mnemonic: '', entropyError: error.messageKey as Derived['entropyError'] };
    }
  }
  if (fields.mnemonic.trim() === '' || !wordlist) return { entropy: '', mnemonic: fields.mnemonic };
  try {
    return { entropy: mnemonicToEntropyHex(fields.mnemonic, wordlist), mnemonic: fields.mnemonic, validMnemonic: fields.mnemonic };
  } catch {
    return { entropy: '', mnemonic: fields.mnemonic, mnemonicError: 'invalidMnemonic' };
  }
}

/** The chosen word list, loaded on demand (one chunk per language); undefined while loading. */
function useWordlist(language: Bip39Language): string[] | undefined {
  const [loaded, setLoaded] = useState<{ language: Bip39Language; words: string[] } | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    void loadWordlist(language).then((words) => {
      if (!cancelled) setLoaded({ language, words });
    });
    return () => {
      cancelled = true;
    };
  }, [language]);
  return loaded?.language === language ? loaded.words : undefined;
}

export default function Bip39Generator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [settings, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const language = settings.language;
  const wordCount = settings.words as WordCount;
  const [fields, setFields] = useState<Fields>(() => {
    const mnemonic = pastedText(TOOL_ID, 'bip39-mnemonic-to-entropy');
    return mnemonic === undefined ? { source: 'entropy', entropy: randomEntropyHex(wordCount), mnemonic: '' } : { source: 'mnemonic', entropy: '', mnemonic };
  });
  const [passphrase, setPassphrase] = useState('');
  const wordlist = useWordlist(language);
  const derived = useMemo(() => derive(fields, wordlist), [fields, wordlist]);

  const refresh = (count: WordCount = wordCount) => setFields({ source: 'entropy', entropy: randomEntropyHex(count), mnemonic: '' });

  const changeLanguage = (next: Bip39Language) => {
    // A valid typed sentence is re-rendered in the new list from its entropy; an invalid one stays
    // as typed and is checked against the new list (it may be a sentence of that language).
    if (fields.source === 'mnemonic' && derived.validMnemonic) setFields({ source: 'entropy', entropy: derived.entropy, mnemonic: '' });
    update({ language: next });
  };

  const seed = useOperationResult(bip39MnemonicToSeed, derived.validMnemonic, { passphrase }, ON_THE_PAGE);

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <SelectField
              label={t('language')}
              searchable
              options={BIP39_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
              value={language}
              onChange={changeLanguage}
            />
            <SelectField
              label={t('wordCount')}
              description={t('wordCountHint')}
              options={WORD_COUNT_VALUES.map((value) => ({ value, label: t('wordCountOption', { count: Number(value) }) }))}
              value={String(settings.words)}
              onChange={(words) => {
                update({ words: Number(words) });
                refresh(Number(words) as WordCount);
              }}
            />
          </SimpleGrid>
          <TextField
            label={t('entropy')}
            placeholder={t('entropyPlaceholder')}
            value={derived.entropy}
            onChange={(entropy) => setFields({ source: 'entropy', entropy, mnemonic: '' })}
            error={derived.entropyError ? t(derived.entropyError) : undefined}
            monospace
            autoComplete="off"
            rightSectionWidth={68}
            rightSection={
              <Group gap={2} wrap="nowrap">
                <Tooltip label={t('refreshEntropy')}>
                  <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('refreshEntropy')} onClick={() => refresh()}>
                    <IconRefresh size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <CopyIconButton value={derived.entropy} label={t('copyEntropy')} toast={t('entropyCopied')} disabled={derived.entropy === ''} size="sm" />
              </Group>
            }
          />
          <TextField
            label={t('mnemonic')}
            placeholder={t('mnemonicPlaceholder')}
            value={derived.mnemonic}
            onChange={(mnemonic) => setFields({ source: 'mnemonic', entropy: '', mnemonic })}
            error={derived.mnemonicError ? t(derived.mnemonicError) : undefined}
            autoComplete="off"
            rightSection={
              <CopyIconButton value={derived.mnemonic} label={t('copyMnemonic')} toast={t('mnemonicCopied')} disabled={derived.mnemonic === ''} size="sm" />
            }
          />
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <TextField
            type="password"
            label={t('passphrase')}
            description={t('passphraseHint')}
            placeholder={t('passphrasePlaceholder')}
            value={passphrase}
            onChange={setPassphrase}
            autoComplete="off"
          />
          <ReadOnlyField
            multiline
            label={t('seed')}
            value={seed.value ?? ''}
            placeholder={derived.validMnemonic ? t('seedComputing') : t('seedPlaceholder')}
            copyLabel={t('copySeed')}
            copyToast={t('seedCopied')}
            autosize
            minRows={2}
            styles={{ input: { wordBreak: 'break-all' } }}
          />
        </Stack>
      </Card>

      <ToolAlert title={t('offlineTitle')}>
        <Text size="sm">{t('offline')}</Text>
      </ToolAlert>
    </Stack>
  );
}
