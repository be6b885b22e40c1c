import type { GraphqlCalls } from '../client/graphql-calls';
import type { User } from '../../../domain/shop';
import type { AccountRepository, AuthResult, GiftRegistration } from '../../../ports/account-repository';
import {
  CheckIfUserExistMutation, GetVerifyFromGiftMutation, GetVerifyMutation, LoginMutation, MeQuery, RegisterFromGiftMutation, RegisterMutation,
  VerifyOtpMutation,
} from '../documents/account';
import { mutate, query } from '../client/operation';

export class UrqlAccountRepository implements AccountRepository {
  constructor(private readonly client: GraphqlCalls) {}

  async me(): Promise<User | null> {
    // The session decides what an auth error means; the exchange already ends the session once.
    return (await query(this.client, MeQuery, {}, { requestPolicy: 'network-only', reportServerErrors: false })).me;
  }

  async login(email: string, password: string): Promise<AuthResult> {
    return (await mutate(this.client, LoginMutation, { input: { email, password } })).login;
  }

  async register(input: { email: string; password: string; first_name?: string; last_name?: string; phone?: string }): Promise<AuthResult> {
    return (await mutate(this.client, RegisterMutation, { input })).register;
  }

  async requestCode(to: string, channel: 'email' | 'sms'): Promise<void> {
    await mutate(this.client, GetVerifyMutation, { to, channel });
  }

  async verifyCode(input: { code: string; to: string; channel: 'email' | 'sms'; cartId?: string | null; onCreate?: boolean }): Promise<AuthResult> {
    const data = await mutate(this.client, VerifyOtpMutation, {
      code: input.code, channel: input.channel, to: input.to, cart: input.cartId ?? null, onCreate: input.onCreate ?? null,
    });
    return data.verifyOTP;
  }

  async userExists(contact: { email?: string | null; phone?: string | null }): Promise<boolean> {
    // Asked before a registration; the form says what it means, so no toast.
    const data = await mutate(this.client, CheckIfUserExistMutation, { email: contact.email ?? null, phone: contact.phone ?? null }, { reportServerErrors: false });
    return data.checkIfUserExist;
  }

  async requestGiftCode(email: string, phone?: string | null): Promise<void> {
    await mutate(this.client, GetVerifyFromGiftMutation, { email, phone: phone ?? null });
  }

  async registerFromGift(input: GiftRegistration): Promise<AuthResult> {
    return (await mutate(this.client, RegisterFromGiftMutation, { ...input, phone: input.phone ?? null, first_name: input.first_name ?? null, last_name: input.last_name ?? null })).registerFromGift;
  }
}
