import { ToolInputError } from '../../lib/errors';

/**
 * Unix file modes as one 12-bit number (setuid 4000, setgid 2000, sticky 1000, then rwx for owner,
 * group and public), shown three ways: nine checkboxes plus three special bits, octal digits and
 * the symbolic `ls -l` form (`rwsr-xr-x`).
 */

export const SETUID = 0o4000;
export const SETGID = 0o2000;
export const STICKY = 0o1000;
export const MAX_MODE = 0o7777;

export type PermissionClass = 'owner' | 'group' | 'public';
export type Permission = 'read' | 'write' | 'execute';

export const CLASSES: readonly PermissionClass[] = ['owner', 'group', 'public'];
export const PERMISSIONS: readonly Permission[] = ['read', 'write', 'execute'];

const CLASS_SHIFT: Record<PermissionClass, number> = { owner: 6, group: 3, public: 0 };
const PERMISSION_BIT: Record<Permission, number> = { read: 4, write: 2, execute: 1 };

/** The bit of one permission of one class, e.g. owner write → 0o200. */
export function permissionBit(permissionClass: PermissionClass, permission: Permission): number {
  return PERMISSION_BIT[permission] << CLASS_SHIFT[permissionClass];
}

/** Sets or clears `bit` in `mode`. */
export function withBit(mode: number, bit: number, on: boolean): number {
  return on ? mode | bit : mode & ~bit;
}

/** Canonical octal: 3 digits without special bits (`755`), 4 with (`4755`). */
export function modeToOctal(mode: number): string {
  const digits = (mode & MAX_MODE).toString(8);
  return mode & 0o7000 ? digits.padStart(4, '0') : digits.padStart(3, '0');
}

/** Symbolic form, e.g. 4755 → `rwsr-xr-x`, 1777 → `rwxrwxrwt`, 2644 → `rw-r-Sr--`. */
export function modeToSymbolic(mode: number): string {
  const specials: Record<PermissionClass, [number, string]> = { owner: [SETUID, 's'], group: [SETGID, 's'], public: [STICKY, 't'] };
  return CLASSES.map((permissionClass) => {
    const bits = (mode >> CLASS_SHIFT[permissionClass]) & 7;
    const [specialBit, letter] = specials[permissionClass];
    const executeSet = (bits & 1) !== 0;
    const execute = mode & specialBit ? (executeSet ? letter : letter.toUpperCase()) : executeSet ? 'x' : '-';
    return `${bits & 4 ? 'r' : '-'}${bits & 2 ? 'w' : '-'}${execute}`;
  }).join('');
}

/** `3 or 4 digits 0–7` → mode; anything else throws ToolInputError('invalidOctal'). */
export function parseOctal(text: string): number {
  const trimmed = text.trim();
  if (!/^[0-7]{3,4}$/.test(trimmed)) throw new ToolInputError('invalidOctal');
  return parseInt(trimmed, 8);
}

/**
 * Nine characters like `rwxr-xr-x` (an optional leading file-type character `-dlcbps` is ignored,
 * as in `ls -l` output: `drwxr-xr-x`) → mode; anything else throws ToolInputError('invalidSymbolic').
 */
export function parseSymbolic(text: string): number {
  let trimmed = text.trim();
  if (trimmed.length === 10 && '-dlcbps'.includes(trimmed[0] as string)) trimmed = trimmed.slice(1);
  const match = /^([r-])([w-])([xsS-])([r-])([w-])([xsS-])([r-])([w-])([xtT-])$/.exec(trimmed);
  if (!match) throw new ToolInputError('invalidSymbolic');
  const chars = match.slice(1) as string[];
  let mode = 0;
  CLASSES.forEach((permissionClass, classIndex) => {
    const [read, write, execute] = chars.slice(classIndex * 3, classIndex * 3 + 3) as [string, string, string];
    const shift = CLASS_SHIFT[permissionClass];
    if (read === 'r') mode |= 4 << shift;
    if (write === 'w') mode |= 2 << shift;
    if (execute === 'x' || execute === 's' || execute === 't') mode |= 1 << shift;
    if (execute === 's' || execute === 'S') mode |= permissionClass === 'owner' ? SETUID : SETGID;
    if (execute === 't' || execute === 'T') mode |= STICKY;
  });
  return mode;
}

/** The command for a mode: `chmod 755 path`. */
export function chmodCommand(mode: number): string {
  return `chmod ${modeToOctal(mode)} path`;
}
