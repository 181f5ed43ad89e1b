/** Id of the JSON script that carries the store state a server-rendered page was rendered with. */
export const SERVER_STATE_ELEMENT_ID = 'vouch-server-state';
