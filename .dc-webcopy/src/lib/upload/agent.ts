// Where upload file names get the agent id (02 §9) when a widget is not given one: the app wires it to
// the signed-in user once (configureUploadAgent(() => user.agentId)); until then names carry none.
let source: () => string | number | undefined = () => undefined;

export function configureUploadAgent(getAgentId: () => string | number | undefined): void {
  source = getAgentId;
}

export function currentUploadAgent(): string {
  const value = source();
  return value === undefined ? '' : String(value);
}
