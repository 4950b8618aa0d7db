import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { taskLists } from './task-lists';

const markdown = new MarkdownIt().use(taskLists);

describe('taskLists', () => {
  it.each([
    [
      'unchecked, checked (x or X), and items that are not tasks',
      '- [ ] todo\n- [x] done\n- [X] big\n- [ ]x\n- plain',
      '<ul>\n<li class="task-list-item"><input type="checkbox" disabled> todo</li>\n<li class="task-list-item"><input type="checkbox" disabled checked> done</li>\n<li class="task-list-item"><input type="checkbox" disabled checked> big</li>\n<li>[ ]x</li>\n<li>plain</li>\n</ul>\n',
    ],
    ['an empty task', '- [ ]', '<ul>\n<li class="task-list-item"><input type="checkbox" disabled> </li>\n</ul>\n'],
    ['an ordered list', '1. [x] one', '<ol>\n<li class="task-list-item"><input type="checkbox" disabled checked> one</li>\n</ol>\n'],
    [
      'a loose list: the checkbox opens the first paragraph',
      '- [x] a\n\n- [ ] b\n\n  more',
      '<ul>\n<li class="task-list-item">\n<p><input type="checkbox" disabled checked> a</p>\n</li>\n<li class="task-list-item">\n<p><input type="checkbox" disabled> b</p>\n<p>more</p>\n</li>\n</ul>\n',
    ],
    [
      'nested lists',
      '- [ ] outer\n  - [x] inner',
      '<ul>\n<li class="task-list-item"><input type="checkbox" disabled> outer\n<ul>\n<li class="task-list-item"><input type="checkbox" disabled checked> inner</li>\n</ul>\n</li>\n</ul>\n',
    ],
    ['brackets outside a list stay text', '[ ] not a task', '<p>[ ] not a task</p>\n'],
    ['inline markup after the box', '- [ ] **bold** task', '<ul>\n<li class="task-list-item"><input type="checkbox" disabled> <strong>bold</strong> task</li>\n</ul>\n'],
  ])('%s', (_name, source, expected) => {
    expect(markdown.render(source)).toBe(expected);
  });
});
