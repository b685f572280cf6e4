const pending = new Set<() => void>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  const tasks = [...pending];
  pending.clear();
  for (const task of tasks) task();
}

/**
 * Runs a task that reads layout sizes in the next animation frame, with every other task queued
 * meanwhile. Reading a size after a DOM change forces a layout; read one by one as each of many
 * ticking widgets changes its text, those layouts take a canvas of 500 widgets most of a frame, read
 * together they cost the one layout the frame does anyway. Returns a function that cancels the task.
 */
export function measureInNextFrame(task: () => void): () => void {
  pending.add(task);
  if (!scheduled) {
    scheduled = true;
    requestAnimationFrame(flush);
  }
  return () => pending.delete(task);
}
