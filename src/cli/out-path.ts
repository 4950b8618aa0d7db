import { isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';

/**
 * Where a file named `name` goes in `folder`: `name` may be a path (`dir/a.txt`, from an archive or a
 * dropped folder), written in that sub-folder. A name that would land outside the folder (`..`
 * parts, an absolute path, a drive letter) is refused: operations clean their names, and this is
 * the writer's own guard.
 */
export function pathInFolder(folder: string, name: string): string {
  const inside = relative(resolve(folder), resolve(folder, name));
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside) || isAbsolute(name) || /^[a-zA-Z]:/.test(name)) {
    throw new Error(`Refusing to write "${name}": it would land outside ${folder}.`);
  }
  return join(folder, normalize(inside));
}
