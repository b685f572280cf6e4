/// <reference lib="webworker" />
import { expose } from 'comlink';
import { workerApi } from './api';

expose(workerApi);
