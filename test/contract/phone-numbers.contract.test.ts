// The numbering plans held to their contract by the shop's adapter (libphonenumber-js, loaded as its own chunk). It
// is pure and in memory, so the component tests' phone fields run on it too (test/support/fake-ports.ts loads its plan
// beforehand) and there is no fake to hold.
import { describe, expect, it } from 'vitest';
import { apiConfigFrom } from '../../src/adapters/api-config';
import { LibphonenumberPhoneNumbers } from '../../src/adapters/phone/libphonenumber-phone-numbers';
import { createContainer } from '../../src/composition/container';
import { PhoneNumbers } from '../../src/ports/phone-numbers';
import { FakeLocalStore } from '../fakes/fake-local-store';
import { FakeNavigation } from '../fakes/fake-navigation';
import { testPhoneNumbers } from '../support/fake-ports';
import { phoneNumbersContract } from './phone-numbers.contract';

phoneNumbersContract('libphonenumber-js, loaded with the first phone field', () => new LibphonenumberPhoneNumbers());

describe('the phone adapter held to the contract above is the one the composition root binds and the component tests use', () => {
  it('binds PhoneNumbers to it', () => {
    const container = createContainer({ ...apiConfigFrom({}), url: 'http://shop.test/graphql' }, [], { localStore: new FakeLocalStore(), navigation: new FakeNavigation() });
    expect(container.get(PhoneNumbers)).toBeInstanceOf(LibphonenumberPhoneNumbers);
    expect(testPhoneNumbers).toBeInstanceOf(LibphonenumberPhoneNumbers);
  });
});
