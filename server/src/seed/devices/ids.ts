/**
 * Stable ids of the demo devices, named by tests. Project 1 has the full set, project 2 one of most
 * kinds, the stopped project 4 one lift that never reported.
 */
export const DEMO_DEVICES = {
  environment: { gate: 'ycjz-1', pit: 'ycjz-2', camp: 'ycjz-3', sciencePark: 'ycjz-4' },
  crane: { first: 'crane-1', second: 'crane-2', sciencePark: 'crane-3' },
  lift: { left: 'lift-1', right: 'lift-2', sciencePark: 'lift-3', stoppedProject: 'lift-4' },
  aep: { building1: 'aep-1', building2: 'aep-2', workshop: 'aep-3', camp: 'aep-4', sciencePark: 'aep-5' },
  lpr: { entrance: 'lpr-1', exit: 'lpr-2' },
  camera: { gate: 'ipc-1', crane: 'ipc-2', sciencePark: 'ipc-7' },
} as const;
