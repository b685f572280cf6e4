/// <reference lib="webworker" />
import { expose } from 'comlink';
import { chartWorkerApi } from './functions';

expose(chartWorkerApi);
