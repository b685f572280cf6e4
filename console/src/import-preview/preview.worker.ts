/// <reference lib="webworker" />
import { expose } from 'comlink';
import { previewApi } from './preview';

expose(previewApi);
