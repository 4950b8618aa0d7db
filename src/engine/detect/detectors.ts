import type { DetectDeclarations, OperationDetect } from './index';
import { manifest } from '../manifest';

/**
 * Every operation's detection declaration (issue 21), from the tools' light `<tool>.detect.ts`
 * files: loaded together, on the first paste or focus of "Paste anything", never with the
 * operations' modules (which may import heavy libraries). A test checks that each declaration is
 * the `detect` of the operation with its id.
 */
const modules = import.meta.glob<{ default: DetectDeclarations }>('../../tools/*/*.detect.ts', { eager: true });

export const detectors: ReadonlyMap<string, OperationDetect> = new Map(Object.values(modules).flatMap((module) => Object.entries(module.default)));

/** An operation's tool (from the manifest). */
export const toolOfOperation = (op: string): string | undefined => manifest[op]?.tool;
