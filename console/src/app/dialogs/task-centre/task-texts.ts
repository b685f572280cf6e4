import type { Task } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { refusalText } from '../../refusals/refusal-text';
import { taskZh } from './locales/zh';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The server's result templates as patterns: each `{{name}}` is a number, read back under its name. */
const RESULTS = Object.entries(taskZh.results).map(([key, template]) => {
  const parts = template.split(/\{\{(\w+)\}\}/);
  const names = parts.filter((_, index) => index % 2 === 1);
  const pattern = parts.map((part, index) => (index % 2 === 1 ? '(\\d+)' : literal(part))).join('');
  return { key, names, pattern: new RegExp(`^${pattern}$`) };
});

/** A task's result in the user's language: the server's counts by their template, a refusal as the toasts say it. */
export function taskResultText(result: string, t: TFunction): string {
  for (const { key, names, pattern } of RESULTS) {
    const match = pattern.exec(result);
    if (match)
      return t(
        `task.results.${key}`,
        Object.fromEntries(names.map((name, index) => [name, match[index + 1]])),
      );
  }
  return refusalText(result, t);
}

/** A task's name: the server names a task by its type (人员导出), said in the user's language; any other name as it came. */
export function taskNameText(task: Pick<Task, 'taskName' | 'taskType'>, t: TFunction): string {
  const typeName: string | undefined = (taskZh.taskTypes as Record<string, string>)[task.taskType];
  return typeName === task.taskName ? t(`task.taskTypes.${task.taskType}`) : task.taskName;
}
