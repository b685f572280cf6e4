export interface HeldStyle {
  set(frame: Keyframe): void;
  release(): void;
}

/**
 * Holds an element at a transform and opacity by an endless animation of one keyframe, and moves it
 * by changing that keyframe. Chromium applies such changes on the compositor; a changed inline
 * transform or a new element instead makes it layerize the whole page again, about 10 ms a frame on a
 * canvas of 500 widgets. `release` cancels the animation, which gives the element back its own style.
 */
export function holdStyle(element: HTMLElement, frame: Keyframe): HeldStyle {
  const animation = element.animate([frame, frame], { duration: 1000, iterations: Number.POSITIVE_INFINITY });
  return {
    set(next) {
      (animation.effect as KeyframeEffect).setKeyframes([next, next]);
    },
    release() {
      animation.cancel();
    },
  };
}
