import type { ReadonlySignal } from '@preact/signals';
import { createContext } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { type DataLayer, IDLE, LOADING, stableJson } from './layer';
import type { CallSpec, CallState } from './types';

/** The data layer of the mounted screen (or of one widget mounted in the designer). */
export const DataLayerContext = createContext<DataLayer | null>(null);

interface Held {
  layer: DataLayer;
  spec: string;
  state: ReadonlySignal<CallState>;
}

/**
 * Subscribes the component to a call for as long as it is mounted with the same spec, and returns the
 * call's state (re-rendering on each change). A null spec means no call: the idle state.
 */
export function useCall<T = unknown>(spec: CallSpec | null): CallState<T> {
  const layer = useContext(DataLayerContext);
  // The refresh policy is part of it: a designer edit of the interval re-subscribes.
  const id = spec ? stableJson(spec) : null;
  const latest = useRef(spec);
  latest.current = spec;
  const [held, setHeld] = useState<Held | null>(null);
  useEffect(() => {
    const current = latest.current;
    if (!layer || !id || !current) return;
    const subscription = layer.subscribe(current);
    setHeld({ layer, spec: id, state: subscription.state });
    return subscription.release;
  }, [layer, id]);
  if (!id) return IDLE as CallState<T>;
  if (!layer) throw new Error('useCall: no DataLayerContext above this widget');
  if (!held || held.layer !== layer || held.spec !== id) return LOADING as CallState<T>;
  return held.state.value as CallState<T>;
}
