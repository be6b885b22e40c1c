// The domain core's single public entry: pure rules of specs 000 and 001, one folder per subdomain.
// shop imports nothing of account or recording; account may use shop's entities and rules; recording stands alone.
export * from './messages';
export * from './shop';
export * from './account';
export * from './recording';
