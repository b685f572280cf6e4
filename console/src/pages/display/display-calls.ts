import { DISPLAY_API, type DisplayCommand } from '@site/shared-schema';
import { fetchData } from '../../api/http';

/** Tells a registered display to reload, or to show its name on screen so it can be told apart. */
export const sendDisplayCommand = (projectId: string, displayId: string, command: DisplayCommand) =>
  fetchData<null>(DISPLAY_API.command, { projectId, displayId, command });
