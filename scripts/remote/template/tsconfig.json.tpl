{ "extends": "@club/tsconfig/react.json", "compilerOptions": { "types": ["vite/client", "node"] }, "include": ["src", "*.ts"] }
