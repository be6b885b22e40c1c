import type { PhoneNumberPlan, PhoneNumbers } from '../../ports/phone-numbers';

/** PhoneNumbers over libphonenumber-js, fetched as its own chunk the first time a phone field asks. */
export class LibphonenumberPhoneNumbers implements PhoneNumbers {
  private plan: Promise<PhoneNumberPlan> | null = null;

  load(): Promise<PhoneNumberPlan> {
    this.plan ??= import('./libphonenumber-plan')
      .then((m) => m.createLibphonenumberPlan())
      .catch((error: unknown) => {
        this.plan = null; // asked again by the next phone field
        throw error;
      });
    return this.plan;
  }
}
