import { createStore } from '../../store/create-store';

/** Whether the task centre is open: the navbar shows it, anything may open it (an import that started a task). */
export const taskCentre = createStore({ visible: false });

export const openTaskCentre = () => taskCentre.set({ visible: true });
export const closeTaskCentre = () => taskCentre.set({ visible: false });
