// Without AnimationEvent, React DOM listens for the prefixed 'webkitAnimationEnd' instead of
// 'animationend' (it decides when react-dom loads, so this runs first).
if (!('AnimationEvent' in window)) {
  Object.defineProperty(window, 'AnimationEvent', {
    value: class AnimationEvent extends Event {
      readonly animationName: string
      readonly elapsedTime: number
      readonly pseudoElement: string
      constructor(type: string, init: AnimationEventInit = {}) {
        super(type, init)
        this.animationName = init.animationName ?? ''
        this.elapsedTime = init.elapsedTime ?? 0
        this.pseudoElement = init.pseudoElement ?? ''
      }
    },
    writable: true,
    configurable: true,
  })
}

export {}
