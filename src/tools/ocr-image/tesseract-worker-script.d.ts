/**
 * tesseract.js's worker script (the body of its worker, the same in a browser and in Node, without
 * the thread around it): `ocr-image.engine-node.ts` runs it in the process, with our adapter.
 */
declare module 'tesseract.js/src/worker-script/index.js' {
  export interface WorkerScriptPacket {
    workerId: string;
    jobId: string;
    action: 'load' | 'loadLanguage' | 'initialize' | 'recognize' | 'setParameters' | 'FS' | 'detect' | 'terminate';
    payload: unknown;
  }
  export interface WorkerScriptMessage {
    jobId: string;
    workerId: string;
    action: string;
    status: 'resolve' | 'reject' | 'progress';
    data: unknown;
  }
  export interface WorkerScriptAdapter {
    getCore: (lstmOnly: boolean, corePath: string | undefined, res: { progress: (data: { status: string; progress: number }) => void }) => Promise<unknown>;
    gunzip: (data: Uint8Array) => Uint8Array;
    fetch: (url: string) => Promise<Response>;
    readCache: (path: string) => Promise<Uint8Array | undefined>;
    writeCache: (path: string, data: Uint8Array) => Promise<void>;
    deleteCache: (path: string) => Promise<void>;
    checkCache: (path: string) => Promise<boolean>;
  }
  export function dispatchHandlers(packet: WorkerScriptPacket, send: (message: WorkerScriptMessage) => void): void;
  export function setAdapter(adapter: WorkerScriptAdapter): void;
}
