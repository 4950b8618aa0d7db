import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filterGitMemo, gitMemoToMarkdown, parseGitMemo } from './git-memo.service';

const markdown = readFileSync(new URL('./git-memo.md', import.meta.url), 'utf8');
const sections = parseGitMemo(markdown);
const commands = (list = sections) => list.flatMap((section) => section.entries.map((entry) => entry.command));

describe('the cheat sheet content', () => {
  it('has the spec’s sections in order', () => {
    expect(sections.map((section) => section.title)).toEqual([
      'Configuration',
      'Get started',
      'Commit',
      'Fixing mistakes',
      'Branches',
      'Sync',
      'Stash',
      'Merge and rebase',
      'Inspect',
    ]);
  });

  it('has every command of the spec, exactly', () => {
    expect(commands()).toEqual([
      'git config --global user.name "[name]"\ngit config --global user.email "[email]"',
      'git init',
      'git clone [url]',
      'git commit -am "[commit message]"',
      'git commit --amend --no-edit',
      'git commit --amend',
      'git reset HEAD~1',
      'git reset HEAD~N',
      'git reset --soft HEAD~1',
      'git reset --hard HEAD~1',
      'git fetch origin\ngit reset --hard origin/[branch-name]',
      'git switch -c [branch-name]',
      'git branch -m master main',
      'git branch -d [branch-name]',
      'git pull --rebase',
      'git push --force-with-lease',
      'git stash',
      'git stash pop',
      'git merge [branch-name]',
      'git rebase [branch-name]',
      'git log --oneline --graph --decorate',
      'git diff --staged',
    ]);
  });

  it('round-trips through Markdown', () => {
    expect(parseGitMemo(gitMemoToMarkdown(sections))).toEqual(sections);
  });
});

describe('filterGitMemo', () => {
  it.each<[string, string[]]>([
    ['stash', ['git stash', 'git stash pop']],
    ['STASH', ['git stash', 'git stash pop']],
    ['lease', ['git push --force-with-lease']],
    ['soft', ['git reset --soft HEAD~1']],
    ['compact', ['git log --oneline --graph --decorate']],
    ['merge', ['git branch -d [branch-name]', 'git merge [branch-name]', 'git rebase [branch-name]']],
    ['sync', ['git pull --rebase', 'git push --force-with-lease']],
    ['nothing-like-this', []],
  ])('%s', (query, expected) => {
    expect(commands(filterGitMemo(sections, query))).toEqual(expected);
  });

  it('keeps everything for a blank query', () => {
    expect(filterGitMemo(sections, '  ')).toEqual(sections);
  });

  it('hides sections with no match', () => {
    expect(filterGitMemo(sections, 'amend').map((section) => section.title)).toEqual(['Commit', 'Fixing mistakes']);
  });
});
