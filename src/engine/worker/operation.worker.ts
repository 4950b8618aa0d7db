import { expose } from 'comlink';
import { createOperationWorkerApi } from './worker-api';
import { loadOperation } from '../registry';

/** The operation worker: runs any operation by id, loading its tool's module on first use. */
expose(createOperationWorkerApi(loadOperation));
