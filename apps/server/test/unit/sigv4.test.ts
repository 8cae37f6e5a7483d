import { describe, expect, it } from 'vitest';
import { EMPTY_SHA256, signRequest, uriEncode } from '../../src/storage/sigv4.ts';

// The example signature calculations of AWS's "Authenticating Requests: Using the Authorization Header (AWS
// Signature Version 4)" page for S3 (docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html).
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const now = new Date('2013-05-24T00:00:00Z');

describe('SigV4 for S3', () => {
  it('signs the GET Object example as AWS does', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      credentials,
      now,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers).toMatchObject({ 'x-amz-date': '20130524T000000Z', 'x-amz-content-sha256': EMPTY_SHA256 });
    expect(headers).not.toHaveProperty('host');
  });

  it('signs the GET Bucket (List Objects) example, whose query is sorted and encoded', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
      headers: {},
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      credentials,
      now,
    });
    expect(headers.authorization).toMatch(
      /SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
  });

  it('adds the session token of temporary credentials to what it signs', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {},
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      credentials: { ...credentials, sessionToken: 'token' },
      now,
    });
    expect(headers['x-amz-security-token']).toBe('token');
    expect(headers.authorization).toContain('SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,');
  });

  it('percent-encodes as RFC 3986 asks, keeping / in paths', () => {
    expect(uriEncode('a b/c~d*é')).toBe('a%20b%2Fc~d%2A%C3%A9');
    expect(uriEncode('documents/1/x y', true)).toBe('documents/1/x%20y');
  });
});
