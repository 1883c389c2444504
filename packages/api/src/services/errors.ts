/** A refusal with a message the site shows as it is: the routes turn it into a reply. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Invalid input: 400 with `errors: [{ msg, path }]`, as the register form expects. */
export class ValidationError extends ServiceError {
  override name = 'ValidationError';
  constructor(readonly errors: { msg: string; path: string }[]) {
    super(400, errors[0]?.msg ?? 'The request is not valid.');
  }
}

/** Input a person gave a command (npm run newsletter...) that cannot be used: one line, exit 1. */
export class InputError extends Error {
  override name = 'InputError';
}
