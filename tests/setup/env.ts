// Tests run the client against an absolute base so that node's fetch can parse the URLs.
process.env.VITE_API_BASE_URL ??= 'http://portal.test'
