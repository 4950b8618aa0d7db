import { expose } from 'comlink';
import { createOperationWorkerApi } from '../lib/operations/worker-api';
import { loadOperation } from './operations';

/** The operation worker: runs any operation by id, loading its tool's module on first use. */
expose(createOperationWorkerApi(loadOperation));
