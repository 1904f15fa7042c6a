// The throttle feature's public face: what other features may use. Everything else here is internal.
export { assertUnderLimits, clearThrottleEvents, minutesText, recordThrottleEvents } from "./throttle.js";
