import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, messageFromBody, type ApiClient } from '../src';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function fakeFetch(handler: Handler) {
  return vi.fn<typeof fetch>(async (input, init) => handler(String(input), init ?? {}));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const job = {
  _id: 'j1',
  title: 'QA Engineer',
  employmentType: 'Part-time',
  salaryRange: '$50/h',
  location: 'Remote',
  overview: 'Test things.',
  responsibilities: ['Automate'],
  qualifications: ['Two years'],
};

describe('messageFromBody', () => {
  it('takes errors[0].msg, then msg, then message, then the default', () => {
    expect(messageFromBody({ errors: [{ msg: 'A' }], msg: 'B', message: 'C' }, 'D')).toBe('A');
    expect(messageFromBody({ errors: [], msg: 'B', message: 'C' }, 'D')).toBe('B');
    expect(messageFromBody({ errors: [{ param: 'x' }, { msg: 'E' }], msg: 'B' }, 'D')).toBe('E');
    expect(messageFromBody({ errors: 'A', msg: { text: 'B' }, message: 'C' }, 'D')).toBe('C');
    expect(messageFromBody({ message: 'C' }, 'D')).toBe('C');
    expect(messageFromBody({ msg: '' }, 'D')).toBe('D');
    expect(messageFromBody('oops', 'D')).toBe('D');
  });
});

describe('createApiClient', () => {
  it('posts JSON to the base URL and returns the parsed reply', async () => {
    const fetch = fakeFetch(() => json(200, { token: 't', msg: 'Login successful', extra: 1 }));
    const api = createApiClient('https://api.corvane.com/', { fetch });
    await expect(api.login({ email: 'a@b.co', password: 'x' })).resolves.toEqual({
      token: 't',
      msg: 'Login successful',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.corvane.com/api/user/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.co', password: 'x' });
  });

  it('throws the server message in the spec order, or the call default', async () => {
    const api = createApiClient('', {
      fetch: fakeFetch((url) =>
        url.endsWith('register')
          ? json(400, { errors: [{ msg: 'Emails do not match' }], msg: 'other' })
          : json(500, {}),
      ),
    });
    const register = await failure(api.register({} as never));
    expect(register.message).toBe('Emails do not match');
    expect(register.status).toBe(400);
    expect((await failure(api.forgotPassword({ email: 'a@b.co' }))).message).toBe('Request failed');
    expect((await failure(api.resetPassword({} as never))).message).toBe('Reset failed');
    expect((await failure(api.verifyOtp({} as never))).message).toBe('Operation failed');
    expect((await failure(api.profile())).message).toBe('Failed to fetch profile');
    expect((await failure(api.submitApplication({} as never))).message).toBe(
      'Application submission failed',
    );
  });

  it('uses the network defaults when the server cannot be reached', async () => {
    const api = createApiClient('', {
      fetch: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    const apply = await failure(api.submitApplication({} as never));
    expect(apply.kind).toBe('network');
    expect(apply.status).toBeUndefined();
    expect(apply.message).toBe('Failed to submit application. Please try again.');
    expect((await failure(api.listJobs())).message).toBe('Failed to fetch job listings');
    expect((await failure(api.sendContact({} as never))).message).toBe(
      'Failed to send message. Please try again.',
    );
    expect((await failure(api.login({} as never))).message).toBe('Operation failed');
  });

  it('flags a sign-in refused for an unverified email', async () => {
    const api = createApiClient('', {
      fetch: fakeFetch(() => json(403, { msg: 'Your email is not verified. We sent a code.' })),
    });
    expect((await failure(api.login({ email: 'a@b.co', password: 'x' }))).isNotVerified).toBe(true);
  });

  it('sends the bearer token for the profile, and no header without one', async () => {
    let token: string | null = 'abc';
    const profile = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      countryCode: '44',
      PhoneNo: '7700900123',
      country: 'United Kingdom',
      isVerified: true,
    };
    const fetch = fakeFetch(() => json(200, profile));
    const api = createApiClient('', { fetch, getToken: () => token });
    await expect(api.profile()).resolves.toEqual(profile);
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('authorization')).toBe('Bearer abc');
    token = null;
    await api.profile();
    expect(new Headers(fetch.mock.calls[1]![1]?.headers).has('authorization')).toBe(false);
  });

  it('lists jobs, and treats success: false as an error with its message', async () => {
    let reply: unknown = { success: true, jobs: [job], message: '1 open position.' };
    const api = createApiClient('', { fetch: fakeFetch(() => json(200, reply)) });
    expect((await api.listJobs()).jobs).toEqual([job]);
    reply = { success: false, jobs: [], message: 'Listings are being updated.' };
    expect((await failure(api.listJobs())).message).toBe('Listings are being updated.');
  });

  it('rejects a reply of the wrong shape with the call default', async () => {
    const api = createApiClient('', { fetch: fakeFetch(() => json(200, { jobs: 'none' })) });
    const error = await failure(api.listJobs());
    expect(error.kind).toBe('response');
    expect(error.message).toBe('Failed to fetch job listings');
  });

  it('judges success by the status: empty and non-JSON replies are empty bodies', async () => {
    const html = (status: number) =>
      new Response('<html><body>Bad Gateway</body></html>', {
        status,
        headers: { 'content-type': 'text/html' },
      });
    let reply = () => new Response(null, { status: 200 });
    const api = createApiClient('', { fetch: fakeFetch(() => reply()) });
    await expect(api.submitApplication({} as never)).resolves.toEqual({});
    await expect(api.register({} as never)).resolves.toEqual({});
    reply = () => html(200);
    await expect(api.forgotPassword({ email: 'a@b.co' })).resolves.toEqual({});
    reply = () => html(502);
    const failed = await failure(api.submitApplication({} as never));
    expect([failed.kind, failed.status, failed.message]).toEqual([
      'http',
      502,
      'Application submission failed',
    ]);
    expect((await failure(api.resetPassword({} as never))).message).toBe('Reset failed');
  });

  it('signs in with a token alone, and refuses a success that carries no token', async () => {
    let reply: unknown = { token: 't' };
    const api = createApiClient('', { fetch: fakeFetch(() => json(200, reply)) });
    await expect(api.login({ email: 'a@b.co', password: 'x' })).resolves.toEqual({ token: 't' });
    reply = {};
    const error = await failure(api.login({ email: 'a@b.co', password: 'x' }));
    expect([error.kind, error.message]).toEqual(['response', 'Operation failed']);
  });

  it('sends an application as multipart with the resume only when chosen', async () => {
    const fetch = fakeFetch(() =>
      json(201, { success: true, message: 'Application submitted successfully!' }),
    );
    const api = createApiClient('', { fetch });
    const fields = {
      firstName: 'Tom',
      lastName: 'Ng',
      email: 'tom@example.com',
      phone: '+1 703 555 0142',
      visaStatus: 'H1B' as const,
      jobId: 'j1',
    };
    await api.submitApplication(fields, { blob: new Blob(['%PDF-1.7']), fileName: 'cv.pdf' });
    const form = fetch.mock.calls[0]![1]!.body as FormData;
    expect(form.get('jobId')).toBe('j1');
    expect(form.has('coverLetter')).toBe(false);
    expect((form.get('resume') as File).name).toBe('cv.pdf');
    await api.submitApplication(fields);
    expect((fetch.mock.calls[1]![1]!.body as FormData).has('resume')).toBe(false);
  });

  it('subscribes to the newsletter, with its own default when the call fails', async () => {
    const msg =
      'Thank you. A confirmation email is on its way: open the link in it to start your subscription.';
    const fetch = fakeFetch(() => json(200, { msg }));
    const api = createApiClient('', { fetch });
    await expect(api.subscribeNewsletter({ email: 'ann@example.com' })).resolves.toEqual({ msg });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/newsletter');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ann@example.com' });

    const down = createApiClient('', { fetch: fakeFetch(() => json(500, {})) });
    expect((await failure(down.subscribeNewsletter({ email: 'ann@example.com' }))).message).toBe(
      'Subscription failed. Please try again.',
    );
  });

  it.each([
    [
      'confirmNewsletter',
      '/api/newsletter/confirm',
      'We could not confirm your subscription just now. Please open the link again.',
    ],
    [
      'unsubscribeNewsletter',
      '/api/newsletter/unsubscribe',
      'We could not unsubscribe you just now. Please open the link again.',
    ],
  ] as const)(
    "%s posts the link's token, with its own default when the call fails",
    async (call, path, fallback) => {
      const fetch = fakeFetch(() => json(200, { msg: 'Done.' }));
      await expect(createApiClient('', { fetch })[call]({ token: 'abc' })).resolves.toEqual({
        msg: 'Done.',
      });
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe(path);
      expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc' });
      const down = createApiClient('', { fetch: fakeFetch(() => json(502, {})) });
      expect((await failure(down[call]({ token: 'abc' }))).message).toBe(fallback);
      const refused = createApiClient('', {
        fetch: fakeFetch(() => json(400, { msg: 'This link is not valid.' })),
      });
      expect((await failure(refused[call]({ token: 'abc' }))).message).toBe(
        'This link is not valid.',
      );
    },
  );

  // One reading for every call that answers `{ msg }` (decision 056): the status decides, and a
  // msg that is missing, blank or not a string is left out for the screen's own default.
  const msgCalls = {
    register: (api: ApiClient) => api.register({} as never),
    verifyOtp: (api: ApiClient) => api.verifyOtp({} as never),
    resendOtp: (api: ApiClient) => api.resendOtp({} as never),
    forgotPassword: (api: ApiClient) => api.forgotPassword({ email: 'a@b.co' }),
    resetPassword: (api: ApiClient) => api.resetPassword({} as never),
    subscribeNewsletter: (api: ApiClient) => api.subscribeNewsletter({ email: 'a@b.co' }),
    confirmNewsletter: (api: ApiClient) => api.confirmNewsletter({ token: 'abc' }),
    unsubscribeNewsletter: (api: ApiClient) => api.unsubscribeNewsletter({ token: 'abc' }),
  };
  it.each(Object.entries(msgCalls))(
    '%s reads its { msg } reply as every other such call does',
    async (_name, call) => {
      let reply = () => json(200, { msg: 'Done.', extra: 1 });
      const api = createApiClient('', { fetch: fakeFetch(() => reply()) });
      await expect(call(api)).resolves.toEqual({ msg: 'Done.' });
      for (const body of [{}, { msg: 42 }, { msg: '  ' }, { message: 'Done.' }, null]) {
        reply = () => json(200, body);
        await expect(call(api), JSON.stringify(body)).resolves.toEqual({});
      }
      reply = () => new Response(null, { status: 201 });
      await expect(call(api)).resolves.toEqual({});
      reply = () => new Response('<html>OK</html>', { status: 200 });
      await expect(call(api)).resolves.toEqual({});
    },
  );

  it('lets an abort through unchanged', async () => {
    const controller = new AbortController();
    const api = createApiClient('', {
      fetch: fakeFetch((_url, init) => {
        controller.abort();
        return Promise.reject(init.signal?.reason);
      }),
    });
    await expect(api.listJobs({ signal: controller.signal })).rejects.not.toBeInstanceOf(ApiError);
  });
});
