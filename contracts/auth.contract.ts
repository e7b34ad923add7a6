import { z } from 'zod';

/** Password length rule: 8–128 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** An e-mail address as typed: trimmed, lower-cased, then checked (sign-up and forgotten password). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address' }));

export const credentialsSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(1024),
});

/** Password rule of sign-up, shared by the reset form. */
export const passwordSchema = credentialsSchema.shape.password;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(512),
  password: passwordSchema,
});

export const verifySchema = z.object({
  access_token: z.string().min(1).max(4096),
  refresh_token: z.string().min(1).max(512),
  type: z.string().max(32).optional(),
});

export interface SessionUser {
  id: string;
  email: string;
}
export interface SessionSchool {
  id: string;
  name: string | null;
}
/** Body of 200 answers of /api/auth/login, /verify and /session. */
export interface SessionResponse {
  user: SessionUser;
  school: SessionSchool;
}

/** Cookie names (docs/product-spec.md: prefix `prod_`). */
export const COOKIE_ACCESS = 'prod_access_token';
export const COOKIE_REFRESH = 'prod_refresh_token';
export const COOKIE_SCHOOL_INFO = 'prod_school_info';
