import { z } from 'zod';

/** Passwords: long enough to resist guessing, short enough that hashing cannot be abused. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z.string().trim().toLowerCase().email('Please enter a valid email address.').max(320);
const password = z
  .string()
  .min(PASSWORD_MIN, `Your password needs at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX);

export const LoginInputSchema = z.object({ email, password: z.string().min(1).max(PASSWORD_MAX) });
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const SignUpInputSchema = z.object({
  email,
  password,
  first_name: z.string().trim().min(1, 'Please enter your first name.').max(100),
  last_name: z.string().trim().min(1, 'Please enter your last name.').max(100),
});
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

export const PasswordResetRequestSchema = z.object({ email });
export const PasswordResetConfirmSchema = z.object({
  token: z.string().min(10).max(200),
  password,
});
