import { expose } from 'comlink';
import { createOperationWorkerApi } from './worker-api';
import { loadOperation } from '../registry';
import { loadJobModule } from './job-registry';

/** The operation worker: runs any operation by id, or a tool's job function, loading its module on first use. */
expose(createOperationWorkerApi(loadOperation, loadJobModule));
