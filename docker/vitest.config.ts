import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'docker', include: ['*.test.ts'] } });
