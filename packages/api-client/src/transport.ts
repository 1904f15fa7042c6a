import type { Call } from "./call";
import type { ApiRequest } from "./client";

/**
 * What every endpoint group is built over: `call` for the endpoints of the contract (typed from their
 * definitions) and `request` for a raw path.
 */
export interface Transport {
  call: Call;
  request: ApiRequest;
}
